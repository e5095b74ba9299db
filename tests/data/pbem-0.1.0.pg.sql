--
-- PostgreSQL database dump
--

\restrict xlK4MB7zDFVn8X1zbqJ8MNuHMqW2n3f8tvYlZ5GZPj3J4WFm3teGy413tMpvAQe

-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)
-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: pbem_notify(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.pbem_notify() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
       BEGIN
         PERFORM pg_notify(TG_ARGV[0], to_jsonb(NEW) ->> TG_ARGV[1]);
         RETURN NULL;
       END $$;


--
-- Name: pbem_refuse(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.pbem_refuse() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
       BEGIN
         RAISE EXCEPTION '%', TG_ARGV[0] USING ERRCODE = 'integrity_constraint_violation';
       END $$;


--
-- Name: pbem_snapshot_delete(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.pbem_snapshot_delete() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
       BEGIN
         IF NOT EXISTS (SELECT 1 FROM snapshots s WHERE s.stream = OLD.stream
                        AND s.version > OLD.version) THEN
           RAISE EXCEPTION 'the newest snapshot of a stream stays: DELETE refused'
             USING ERRCODE = 'integrity_constraint_violation';
         END IF;
         RETURN OLD;
       END $$;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: bounces; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.bounces (
    report text NOT NULL,
    outbox_id integer NOT NULL,
    address text NOT NULL,
    action text NOT NULL,
    status text NOT NULL,
    hard integer NOT NULL,
    diagnostic text,
    received_at text NOT NULL,
    counting integer NOT NULL
);


--
-- Name: deadline_clocks; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.deadline_clocks (
    game text NOT NULL,
    version integer NOT NULL,
    clocks text NOT NULL
);


--
-- Name: deadline_settings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.deadline_settings (
    game text NOT NULL,
    per_move integer NOT NULL,
    reminders text NOT NULL,
    grace integer NOT NULL,
    expiry text NOT NULL
);


--
-- Name: digest_settings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.digest_settings (
    email text NOT NULL,
    hour integer NOT NULL,
    tz text NOT NULL,
    since text NOT NULL,
    last_date text,
    marks text NOT NULL
);


--
-- Name: events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.events (
    "position" bigint NOT NULL,
    stream text NOT NULL COLLATE pg_catalog."C",
    version integer NOT NULL,
    type text NOT NULL,
    actor text,
    payload text NOT NULL,
    metadata text NOT NULL,
    recorded_at text NOT NULL COLLATE pg_catalog."C",
    prev_hash text NOT NULL COLLATE pg_catalog."C",
    hash text NOT NULL COLLATE pg_catalog."C"
);


--
-- Name: events_position_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.events ALTER COLUMN "position" ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.events_position_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: forum_bindings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.forum_bindings (
    game text NOT NULL,
    forum text NOT NULL,
    topic text,
    thread text,
    reported integer,
    status_message text,
    bound_at text NOT NULL
);


--
-- Name: forum_codes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.forum_codes (
    game text NOT NULL,
    role text NOT NULL,
    code_hash text NOT NULL,
    expires_at text NOT NULL
);


--
-- Name: forum_inbound; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.forum_inbound (
    forum text NOT NULL,
    key text NOT NULL,
    game text,
    summary text,
    received_at text NOT NULL
);


--
-- Name: forum_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.forum_links (
    game text NOT NULL,
    role text NOT NULL,
    forum text NOT NULL,
    "user" text NOT NULL,
    linked_at text NOT NULL
);


--
-- Name: forum_managers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.forum_managers (
    game text NOT NULL,
    token_hash text NOT NULL
);


--
-- Name: games; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.games (
    id text NOT NULL,
    kind text,
    title text,
    status text,
    version integer,
    active text,
    players text,
    created_at text,
    updated_at text
);


--
-- Name: idempotency; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.idempotency (
    stream text NOT NULL COLLATE pg_catalog."C",
    key text NOT NULL COLLATE pg_catalog."C",
    first_version integer NOT NULL,
    last_version integer NOT NULL
);


--
-- Name: inbound; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inbound (
    message_id text NOT NULL,
    game text NOT NULL,
    role text NOT NULL,
    sender text,
    received_at text,
    summary text
);


--
-- Name: job_leases; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.job_leases (
    job text NOT NULL,
    holder text NOT NULL,
    until text NOT NULL
);


--
-- Name: login_pause; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.login_pause (
    channel text NOT NULL,
    refusals integer NOT NULL,
    paused_until text NOT NULL,
    last_error text,
    since text NOT NULL
);


--
-- Name: mail_prefs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.mail_prefs (
    email text NOT NULL,
    kind text NOT NULL
);


--
-- Name: outbox; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.outbox (
    id bigint NOT NULL,
    channel text NOT NULL,
    kind text NOT NULL,
    recipient text NOT NULL,
    game text,
    role text,
    version integer,
    payload text NOT NULL,
    dedupe_key text,
    status text NOT NULL,
    attempts integer NOT NULL,
    next_attempt_at text NOT NULL,
    last_error text,
    message_id text,
    created_at text NOT NULL,
    sent_at text,
    lease_until text
);


--
-- Name: outbox_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.outbox ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.outbox_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: seat_tokens; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.seat_tokens (
    token_hash text NOT NULL,
    game text NOT NULL,
    role text NOT NULL,
    created_at text NOT NULL
);


--
-- Name: seats; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.seats (
    game text NOT NULL,
    seat integer NOT NULL,
    role text,
    name text,
    email text,
    token_hash text,
    mail_generation integer DEFAULT 0 NOT NULL
);


--
-- Name: secrets; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.secrets (
    game text NOT NULL,
    seed text
);


--
-- Name: settings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.settings (
    key text NOT NULL,
    value text
);


--
-- Name: snapshots; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.snapshots (
    stream text NOT NULL COLLATE pg_catalog."C",
    version integer NOT NULL,
    rules_version text NOT NULL COLLATE pg_catalog."C",
    state text NOT NULL
);


--
-- Name: vacations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.vacations (
    id bigint NOT NULL,
    email text NOT NULL,
    first_day text NOT NULL,
    last_day text NOT NULL,
    tz text NOT NULL
);


--
-- Name: vacations_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.vacations ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.vacations_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Data for Name: bounces; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.bounces (report, outbox_id, address, action, status, hard, diagnostic, received_at, counting) FROM stdin;
\.


--
-- Data for Name: deadline_clocks; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.deadline_clocks (game, version, clocks) FROM stdin;
\.


--
-- Data for Name: deadline_settings; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.deadline_settings (game, per_move, reminders, grace, expiry) FROM stdin;
b369a36b27	172800	[3600]	0	["default", "skip"]
\.


--
-- Data for Name: digest_settings; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.digest_settings (email, hour, tz, since, last_date, marks) FROM stdin;
bob2@example.org	8	Europe/Warsaw	2026-11-27T22:04:26.947408+00:00	\N	{}
\.


--
-- Data for Name: events; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.events ("position", stream, version, type, actor, payload, metadata, recorded_at, prev_hash, hash) FROM stdin;
1	b369a36b27	0	game.created	\N	{"entropy":"2dba5dbc339e7316aea2683faf839c1b7b1ee2313db792112588118df066aa35","kind":"flanders","options":{"beginner":false,"seats":2},"rules_version":"3","seats":[{"name":"Ann","role":"Red"},{"name":"Bob","role":"Blue"}],"seed_commitment":"527adf5bd8c810c8dbe8efc32b85659758bef352461ca83925145e7ef1cbc2a6","title":"In Flanders Field"}	{"batch":0}	2026-11-27T22:04:26.176088+00:00	0000000000000000000000000000000000000000000000000000000000000000	9eb11016c456f353c0615e397f45b162fbcb8af9a11ee5f1bc34f6b854af83ef
2	b369a36b27	1	started	\N	{"beginner":false,"deck":[43,3,12,49,44,15,50,46,22,42,45,7,20,8,24,14,5,39,4,31,28,0,17,30,47,21,37,25,48,51,26,2,1,11,13,41,19,34,38,9,36,6,53,40,32,16,18,35,52,10,29,23,33,27],"pool":28,"roles":["Red","Blue"],"troops":6}	{"batch":13,"setup":true}	2026-11-27T22:04:26.176088+00:00	9eb11016c456f353c0615e397f45b162fbcb8af9a11ee5f1bc34f6b854af83ef	79725b08a220c3d9ded5caa85abf69d0f7c8d89371e2846ba8123447551e966e
3	b369a36b27	2	dealt	\N	{"card":43,"space":3}	{}	2026-11-27T22:04:26.176088+00:00	79725b08a220c3d9ded5caa85abf69d0f7c8d89371e2846ba8123447551e966e	047a9acdab9df430ffb54d7115382e8f19ee400a6183f0c5d240f417dbf0f67d
4	b369a36b27	3	dealt	\N	{"card":3,"space":4}	{}	2026-11-27T22:04:26.176088+00:00	047a9acdab9df430ffb54d7115382e8f19ee400a6183f0c5d240f417dbf0f67d	8e5aed26c59ad3256ec46be1a0dc241df6af057f41af7a9f094698bb68dffde2
5	b369a36b27	4	dealt	\N	{"card":12,"space":5}	{}	2026-11-27T22:04:26.176088+00:00	8e5aed26c59ad3256ec46be1a0dc241df6af057f41af7a9f094698bb68dffde2	fd1d7781df65f88bc01be7b38aaa429a226c80f0e25ea1958a184cf34a2e173f
6	b369a36b27	5	dealt	\N	{"card":49,"space":6}	{}	2026-11-27T22:04:26.176088+00:00	fd1d7781df65f88bc01be7b38aaa429a226c80f0e25ea1958a184cf34a2e173f	053a49c8aaf5df1d26df1c1cdb5e60edefd63e0e2e058a4d56160ccf3eed2ecf
7	b369a36b27	6	dealt	\N	{"card":44,"space":7}	{}	2026-11-27T22:04:26.176088+00:00	053a49c8aaf5df1d26df1c1cdb5e60edefd63e0e2e058a4d56160ccf3eed2ecf	f55caba3469f1ff653119832b66fc47c3093e64dd88f280b45046ddd651ed696
8	b369a36b27	7	dealt	\N	{"card":15,"space":8}	{}	2026-11-27T22:04:26.176088+00:00	f55caba3469f1ff653119832b66fc47c3093e64dd88f280b45046ddd651ed696	48253e6c7b00fed4b196657bb1d76bd6f21a72ae9120ce71dcafcad06abd084b
9	b369a36b27	8	dealt	\N	{"card":50,"space":10}	{}	2026-11-27T22:04:26.176088+00:00	48253e6c7b00fed4b196657bb1d76bd6f21a72ae9120ce71dcafcad06abd084b	8e5458893535182d07dab991f5e5e7df5d6b1716a8aaf196ff694c4b96114928
10	b369a36b27	9	dealt	\N	{"card":46,"space":11}	{}	2026-11-27T22:04:26.176088+00:00	8e5458893535182d07dab991f5e5e7df5d6b1716a8aaf196ff694c4b96114928	ecb744f891d548115df1f3b3f689e70556a9e360c39e1dd8e8a54f462c3b9781
11	b369a36b27	10	row_cleared	\N	{"cards":[50,46],"row":[10,11]}	{}	2026-11-27T22:04:26.176088+00:00	ecb744f891d548115df1f3b3f689e70556a9e360c39e1dd8e8a54f462c3b9781	9f16b51ed91719a2728f61680ee1fec0f3de5a2f3126c6239bfc882be2ac8cf1
12	b369a36b27	11	dealt	\N	{"card":22,"space":10}	{}	2026-11-27T22:04:26.176088+00:00	9f16b51ed91719a2728f61680ee1fec0f3de5a2f3126c6239bfc882be2ac8cf1	d6a6035810cf239b1cfeb107e27b9ae033ed7846c00dc15cad676f88973e65fc
13	b369a36b27	12	dealt	\N	{"card":42,"space":11}	{}	2026-11-27T22:04:26.176088+00:00	d6a6035810cf239b1cfeb107e27b9ae033ed7846c00dc15cad676f88973e65fc	bb9d8bd53ee9635775810a4781bcccc76fb4b8dde15bc159395ea7b42095c2a3
14	b369a36b27	13	turn_began	\N	{"number":1,"role":"Red"}	{}	2026-11-27T22:04:26.176088+00:00	bb9d8bd53ee9635775810a4781bcccc76fb4b8dde15bc159395ea7b42095c2a3	13001aecfd47811ac2fcc60040318ad1a12ae3b6c5a041b28a5a6e4963c82721
15	b369a36b27	14	rolled	Red	{"dice":[5,3,2],"role":"Red"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Red"}	2026-11-27T22:04:26.186021+00:00	13001aecfd47811ac2fcc60040318ad1a12ae3b6c5a041b28a5a6e4963c82721	fa4d53d0a0c61e131d956e7dde7e5056764dcb70ac7990e158d0f2bdfd3ff4f1
16	b369a36b27	15	took	Red	{"card":44,"lost":[],"role":"Red","space":7}	{"batch":1,"channel":"cli","command":{"action":"take","space":7},"draws":0,"role":"Red"}	2026-11-27T22:04:26.189345+00:00	fa4d53d0a0c61e131d956e7dde7e5056764dcb70ac7990e158d0f2bdfd3ff4f1	3b96ca980cec5cbf7967e96654463d3a1ea7d87f3ff51e30cb55a78538a35175
17	b369a36b27	16	stopped	Red	{"role":"Red","wire":0}	{"batch":5,"channel":"cli","command":{"action":"stop"},"draws":0,"role":"Red"}	2026-11-27T22:04:26.190799+00:00	3b96ca980cec5cbf7967e96654463d3a1ea7d87f3ff51e30cb55a78538a35175	35e5fb266c214bc1510e3334b5a304b2ebfb3c93cc8912ec3d99c6052da2117f
18	b369a36b27	17	german	Red	{"back":0,"card":44,"lost":2,"role":"Red"}	{"channel":"cli"}	2026-11-27T22:04:26.190799+00:00	35e5fb266c214bc1510e3334b5a304b2ebfb3c93cc8912ec3d99c6052da2117f	578c131101f86a98fca0653a93d3a339f16be1865b19f0e1b2f008d1fa12bd21
19	b369a36b27	18	turn_ended	Red	{"discarded":[],"kept":[],"role":"Red"}	{"channel":"cli"}	2026-11-27T22:04:26.190799+00:00	578c131101f86a98fca0653a93d3a339f16be1865b19f0e1b2f008d1fa12bd21	1d51166ef3c157b88f1e4bfe29da0f885c38a160adf0c6bbf987c06cfa9eb670
20	b369a36b27	19	dealt	Red	{"card":45,"space":7}	{"channel":"cli"}	2026-11-27T22:04:26.190799+00:00	1d51166ef3c157b88f1e4bfe29da0f885c38a160adf0c6bbf987c06cfa9eb670	616b4e80b5e442f41a4f984a300d0dc4d7a1c36f600b469efa8fe7fd2d8901b8
21	b369a36b27	20	turn_began	Red	{"number":2,"role":"Blue"}	{"channel":"cli"}	2026-11-27T22:04:26.190799+00:00	616b4e80b5e442f41a4f984a300d0dc4d7a1c36f600b469efa8fe7fd2d8901b8	724661317ca7a33a28edbbb42f038e693c6382741dedec5cbe01654a36eb8fb6
22	b369a36b27	21	rolled	Blue	{"dice":[2,5,6],"role":"Blue"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Blue"}	2026-11-27T22:04:26.192500+00:00	724661317ca7a33a28edbbb42f038e693c6382741dedec5cbe01654a36eb8fb6	bff94bf64eb71f477a0bdac6fb8bce7b3b481383274ec775de84b98787a339f6
23	b369a36b27	22	took	Blue	{"card":42,"lost":[],"role":"Blue","space":11}	{"batch":1,"channel":"cli","command":{"action":"take","space":11},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.194024+00:00	bff94bf64eb71f477a0bdac6fb8bce7b3b481383274ec775de84b98787a339f6	e0b8f894ee45502ab298c944d4e431ec41d46b80879d5e20be17eaea8d86b7cd
24	b369a36b27	23	rolled	Blue	{"dice":[4,6,2],"role":"Blue"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Blue"}	2026-11-27T22:04:26.196456+00:00	e0b8f894ee45502ab298c944d4e431ec41d46b80879d5e20be17eaea8d86b7cd	9c8ec43f690148551ea879f550e75bf7340c30cfa67d53456d6fcc2fb4837c9b
25	b369a36b27	24	took	Blue	{"card":22,"lost":[],"role":"Blue","space":10}	{"batch":1,"channel":"cli","command":{"action":"take","space":10},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.199587+00:00	9c8ec43f690148551ea879f550e75bf7340c30cfa67d53456d6fcc2fb4837c9b	6d49be6d3c52479205a0b1801e6b7c3f6b7557e9458a4f44e1cc8cfb81010818
26	b369a36b27	25	stopped	Blue	{"role":"Blue","wire":0}	{"batch":1,"channel":"cli","command":{"action":"stop"},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.202937+00:00	6d49be6d3c52479205a0b1801e6b7c3f6b7557e9458a4f44e1cc8cfb81010818	2d9c00b3d238099e440f05bf19b2fe23ca704e74bbe13fc13c6044479c1cde30
27	b369a36b27	26	held_fire	Blue	{"role":"Blue"}	{"batch":6,"channel":"cli","command":{"action":"skip"},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.206166+00:00	2d9c00b3d238099e440f05bf19b2fe23ca704e74bbe13fc13c6044479c1cde30	4370b9df84cd98e779c77c34888c5acd8401095fadd6a70fcc020e03185a7b9b
28	b369a36b27	27	german	Blue	{"back":0,"card":42,"lost":2,"role":"Blue"}	{"channel":"cli"}	2026-11-27T22:04:26.206166+00:00	4370b9df84cd98e779c77c34888c5acd8401095fadd6a70fcc020e03185a7b9b	38c3da1246ab95dcacc44de28e20c55bfb1a180ee295e1361409b6804e8288a0
29	b369a36b27	28	turn_ended	Blue	{"discarded":[],"kept":[22],"role":"Blue"}	{"channel":"cli"}	2026-11-27T22:04:26.206166+00:00	38c3da1246ab95dcacc44de28e20c55bfb1a180ee295e1361409b6804e8288a0	df002a26a4810585748e9c7e4452476d9779cde0cf3ab041f234ef68bd6f9981
30	b369a36b27	29	dealt	Blue	{"card":7,"space":10}	{"channel":"cli"}	2026-11-27T22:04:26.206166+00:00	df002a26a4810585748e9c7e4452476d9779cde0cf3ab041f234ef68bd6f9981	bf9bb1271968e2f0922d7a753256b3df5a46233a81f4d41b7c99ac291411c3c1
31	b369a36b27	30	dealt	Blue	{"card":20,"space":11}	{"channel":"cli"}	2026-11-27T22:04:26.206166+00:00	bf9bb1271968e2f0922d7a753256b3df5a46233a81f4d41b7c99ac291411c3c1	57c56471465abc4d522ced6e9387d430733b33229ee66c40b83b16987bbd1a1d
32	b369a36b27	31	turn_began	Blue	{"number":3,"role":"Red"}	{"channel":"cli"}	2026-11-27T22:04:26.206166+00:00	57c56471465abc4d522ced6e9387d430733b33229ee66c40b83b16987bbd1a1d	f06cd057e14b7e276973df779b5d7a0d4e14635d8d2bc461d6f605806d6ab829
33	b369a36b27	32	rolled	Red	{"dice":[4,5,1],"role":"Red"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Red"}	2026-11-27T22:04:26.209500+00:00	f06cd057e14b7e276973df779b5d7a0d4e14635d8d2bc461d6f605806d6ab829	2be9e32293bfa15b9873831aeffbef0c395ff16688b8fcece85394d466d5b369
34	b369a36b27	33	took	Red	{"card":49,"lost":[],"role":"Red","space":6}	{"batch":1,"channel":"cli","command":{"action":"take","space":6},"draws":0,"role":"Red"}	2026-11-27T22:04:26.210525+00:00	2be9e32293bfa15b9873831aeffbef0c395ff16688b8fcece85394d466d5b369	510d6144960003a130fd9a22c3671ca068aa7e4700457cdbad1f3dee04cb41ed
35	b369a36b27	34	rolled	Red	{"dice":[3,6,2],"role":"Red"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Red"}	2026-11-27T22:04:26.211376+00:00	510d6144960003a130fd9a22c3671ca068aa7e4700457cdbad1f3dee04cb41ed	e1dced948c667daa280075a1c1d49076054b2fc87f54bb27e666889d43c77d1c
36	b369a36b27	35	took	Red	{"card":null,"lost":[],"role":"Red","space":9}	{"batch":1,"channel":"cli","command":{"action":"take","space":9},"draws":0,"role":"Red"}	2026-11-27T22:04:26.212178+00:00	e1dced948c667daa280075a1c1d49076054b2fc87f54bb27e666889d43c77d1c	78f9a793b78a2c0bfef767534dca1b2c9e3a0cf5ac2a87f8814259e923a478b6
37	b369a36b27	36	stopped	Red	{"role":"Red","wire":0}	{"batch":2,"channel":"cli","command":{"action":"stop"},"draws":0,"role":"Red"}	2026-11-27T22:04:26.213003+00:00	78f9a793b78a2c0bfef767534dca1b2c9e3a0cf5ac2a87f8814259e923a478b6	fc8a46633adad1d3fdb58b4e7037c6fdcd0912fd64647548aa17eed1dd497e09
38	b369a36b27	37	german_gas	Red	{"card":49,"role":"Red","victim":null}	{"channel":"cli"}	2026-11-27T22:04:26.213003+00:00	fc8a46633adad1d3fdb58b4e7037c6fdcd0912fd64647548aa17eed1dd497e09	350a5cc50c1db91fe522eec8f98637aca4660053d998d45e1094e4b53148c1e8
39	b369a36b27	38	moved	Red	{"card":null,"from":0,"halted":false,"mines":[],"paid":0,"role":"Red","spaces":1,"to":1,"wire":0}	{"batch":4,"channel":"cli","command":{"action":"move","card":"advance","mines":false,"spaces":1},"draws":0,"role":"Red"}	2026-11-27T22:04:26.214129+00:00	350a5cc50c1db91fe522eec8f98637aca4660053d998d45e1094e4b53148c1e8	913e7a6db42fede133085fb7aa373ba04709d728019de391e45b6cf64d18b6a1
40	b369a36b27	39	turn_ended	Red	{"discarded":[],"kept":[],"role":"Red"}	{"channel":"cli"}	2026-11-27T22:04:26.214129+00:00	913e7a6db42fede133085fb7aa373ba04709d728019de391e45b6cf64d18b6a1	7452f6ed90fe616db66fe63c3195db37c3fb81840a609c6fb61beb2584672f88
41	b369a36b27	40	dealt	Red	{"card":8,"space":6}	{"channel":"cli"}	2026-11-27T22:04:26.214129+00:00	7452f6ed90fe616db66fe63c3195db37c3fb81840a609c6fb61beb2584672f88	95b393b3ed49777ab2cc2552edb92d55832f6741e30ade1a08cbc51be015e545
42	b369a36b27	41	turn_began	Red	{"number":4,"role":"Blue"}	{"channel":"cli"}	2026-11-27T22:04:26.214129+00:00	95b393b3ed49777ab2cc2552edb92d55832f6741e30ade1a08cbc51be015e545	bcc46583209f3c7417249b39c3af49eb79f26fd1d0bfb75861673c621ca68d41
43	b369a36b27	42	rolled	Blue	{"dice":[1,6,5],"role":"Blue"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Blue"}	2026-11-27T22:04:26.215662+00:00	bcc46583209f3c7417249b39c3af49eb79f26fd1d0bfb75861673c621ca68d41	313a47c957d63ec4b66a6cc0c3819ca2b0440180a9262873be44cded4c68aeec
44	b369a36b27	43	took	Blue	{"card":45,"lost":[],"role":"Blue","space":7}	{"batch":1,"channel":"cli","command":{"action":"take","space":7},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.216475+00:00	313a47c957d63ec4b66a6cc0c3819ca2b0440180a9262873be44cded4c68aeec	4e50511a6bab570340b6df0cc9ca715b208ec8c98c02e325a29407cb77797897
45	b369a36b27	44	stopped	Blue	{"role":"Blue","wire":0}	{"batch":1,"channel":"cli","command":{"action":"stop"},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.217243+00:00	4e50511a6bab570340b6df0cc9ca715b208ec8c98c02e325a29407cb77797897	55d427e5d779b34e5d3dad2e9ab25578ec3527b45deaeac408b7429c170c5b60
46	b369a36b27	45	artillery	Blue	{"cancelled":[45],"card":22,"role":"Blue"}	{"batch":4,"channel":"cli","command":{"action":"artillery"},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.218188+00:00	55d427e5d779b34e5d3dad2e9ab25578ec3527b45deaeac408b7429c170c5b60	752b8475657f9a57f3310a576723dca5a7b8ec8781e5e2014cf54df1a582c187
47	b369a36b27	46	turn_ended	Blue	{"discarded":[],"kept":[],"role":"Blue"}	{"channel":"cli"}	2026-11-27T22:04:26.218188+00:00	752b8475657f9a57f3310a576723dca5a7b8ec8781e5e2014cf54df1a582c187	aa52efc500604bd587c8d22a3a3e06b59b1be7c9ac20b64615cfc25dce11efb1
48	b369a36b27	47	dealt	Blue	{"card":24,"space":7}	{"channel":"cli"}	2026-11-27T22:04:26.218188+00:00	aa52efc500604bd587c8d22a3a3e06b59b1be7c9ac20b64615cfc25dce11efb1	38b353b4c401843d1ae457526a074bed7f929a6a24198c8d9a486654dda7bacc
49	b369a36b27	48	turn_began	Blue	{"number":5,"role":"Red"}	{"channel":"cli"}	2026-11-27T22:04:26.218188+00:00	38b353b4c401843d1ae457526a074bed7f929a6a24198c8d9a486654dda7bacc	f8053855c41f174fbefa8e029d23c626bb4ef63a776cd645116e5a3e249cf796
50	b369a36b27	49	rolled	Red	{"dice":[3,4,3],"role":"Red"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Red"}	2026-11-27T22:04:26.219694+00:00	f8053855c41f174fbefa8e029d23c626bb4ef63a776cd645116e5a3e249cf796	787f73a0129c6fba13776df860e6902405d73257d62d7230fc1373f627bc4ad4
51	b369a36b27	50	took	Red	{"card":8,"lost":[],"role":"Red","space":6}	{"batch":1,"channel":"cli","command":{"action":"take","space":6},"draws":0,"role":"Red"}	2026-11-27T22:04:26.221250+00:00	787f73a0129c6fba13776df860e6902405d73257d62d7230fc1373f627bc4ad4	324bc2422bcc67475a279cd94ec9c233f4367308cad23a231035d1ec40019007
52	b369a36b27	51	rolled	Red	{"dice":[3,1,2],"role":"Red"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Red"}	2026-11-27T22:04:26.222164+00:00	324bc2422bcc67475a279cd94ec9c233f4367308cad23a231035d1ec40019007	ee14e33d3be388ff65adde0e4728511d03d9b31dce64cae95e3b384111f5b72a
53	b369a36b27	52	took	Red	{"card":12,"lost":[],"role":"Red","space":5}	{"batch":1,"channel":"cli","command":{"action":"take","space":5},"draws":0,"role":"Red"}	2026-11-27T22:04:26.222982+00:00	ee14e33d3be388ff65adde0e4728511d03d9b31dce64cae95e3b384111f5b72a	dbfa668e37e5dcf8c5ae26c2fca22a1b8f5f73e372b14ec3be936529b9d4ae6e
54	b369a36b27	53	stopped	Red	{"role":"Red","wire":0}	{"batch":1,"channel":"cli","command":{"action":"stop"},"draws":0,"role":"Red"}	2026-11-27T22:04:26.223772+00:00	dbfa668e37e5dcf8c5ae26c2fca22a1b8f5f73e372b14ec3be936529b9d4ae6e	b92d86bb0cdb7314fd009f3f90fac57f9fdf5bcc191c3da975ddc1a000a6bf59
55	b369a36b27	54	moved	Red	{"card":8,"from":1,"halted":true,"mines":[],"paid":0,"role":"Red","spaces":2,"to":3,"wire":0}	{"batch":5,"channel":"cli","command":{"action":"move","card":"inf2","mines":false,"spaces":2},"draws":0,"role":"Red"}	2026-11-27T22:04:26.224917+00:00	b92d86bb0cdb7314fd009f3f90fac57f9fdf5bcc191c3da975ddc1a000a6bf59	1772cacc8b6f31ede3567223a14c3f8a0bdbb598e7ab25797d227ea116677664
56	b369a36b27	55	turn_ended	Red	{"discarded":[12],"kept":[],"role":"Red"}	{"channel":"cli"}	2026-11-27T22:04:26.224917+00:00	1772cacc8b6f31ede3567223a14c3f8a0bdbb598e7ab25797d227ea116677664	55414273f39c033c8777ea7ea542c2b1551a03fa22c88a7fa0908a79259115cc
57	b369a36b27	56	dealt	Red	{"card":14,"space":5}	{"channel":"cli"}	2026-11-27T22:04:26.224917+00:00	55414273f39c033c8777ea7ea542c2b1551a03fa22c88a7fa0908a79259115cc	a767e786fd055206974f958351659dab6c7e44ed81084a0339a964b5ed57f735
58	b369a36b27	57	dealt	Red	{"card":5,"space":6}	{"channel":"cli"}	2026-11-27T22:04:26.224917+00:00	a767e786fd055206974f958351659dab6c7e44ed81084a0339a964b5ed57f735	da08c3bc17fd73a9523b6b52f9156ce34b136493f0904266b0e1ce43da71631f
59	b369a36b27	58	turn_began	Red	{"number":6,"role":"Blue"}	{"channel":"cli"}	2026-11-27T22:04:26.224917+00:00	da08c3bc17fd73a9523b6b52f9156ce34b136493f0904266b0e1ce43da71631f	32a63d99952b684112cbfae79c667825ecde4b3dd3ca122da615b63c864ad13d
60	b369a36b27	59	rolled	Blue	{"dice":[1,3,5],"role":"Blue"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Blue"}	2026-11-27T22:04:26.226464+00:00	32a63d99952b684112cbfae79c667825ecde4b3dd3ca122da615b63c864ad13d	ec4f11f430fbda0e6e649c08cde940a0191bbae8b11e90cb6e86b1ed9674e147
61	b369a36b27	60	took	Blue	{"card":5,"lost":[],"role":"Blue","space":6}	{"batch":1,"channel":"cli","command":{"action":"take","space":6},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.227721+00:00	ec4f11f430fbda0e6e649c08cde940a0191bbae8b11e90cb6e86b1ed9674e147	aac6e46165c91bd61807225241c5518df0545d4f48fa1cbc10278d983202564f
62	b369a36b27	61	stopped	Blue	{"role":"Blue","wire":0}	{"batch":1,"channel":"cli","command":{"action":"stop"},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.228632+00:00	aac6e46165c91bd61807225241c5518df0545d4f48fa1cbc10278d983202564f	1a655e7fa83814bd0ead241d034c48eaee4c3ec9486518f1b99a511f31e9b415
63	b369a36b27	62	moved	Blue	{"card":5,"from":0,"halted":false,"mines":[],"paid":1,"role":"Blue","spaces":2,"to":2,"wire":0}	{"batch":4,"channel":"cli","command":{"action":"move","card":"inf1+","mines":false,"spaces":2},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.229750+00:00	1a655e7fa83814bd0ead241d034c48eaee4c3ec9486518f1b99a511f31e9b415	b5add8ec1a6921cc68492f9666c6ca1d3c35e7822e740c2ee87c3014c5d5b53d
64	b369a36b27	63	turn_ended	Blue	{"discarded":[],"kept":[],"role":"Blue"}	{"channel":"cli"}	2026-11-27T22:04:26.229750+00:00	b5add8ec1a6921cc68492f9666c6ca1d3c35e7822e740c2ee87c3014c5d5b53d	4dc3351ad72d33fcc9062bd85bfc1995054ce46d6029d0ef17d88ed802dfb2e3
65	b369a36b27	64	dealt	Blue	{"card":39,"space":6}	{"channel":"cli"}	2026-11-27T22:04:26.229750+00:00	4dc3351ad72d33fcc9062bd85bfc1995054ce46d6029d0ef17d88ed802dfb2e3	52021289e4e7c3a89db28599fab9ab98c3b1b8e215f79cc5a50b1119e2646977
66	b369a36b27	65	turn_began	Blue	{"number":7,"role":"Red"}	{"channel":"cli"}	2026-11-27T22:04:26.229750+00:00	52021289e4e7c3a89db28599fab9ab98c3b1b8e215f79cc5a50b1119e2646977	6aa40d3bfc1e10dbb7b1b05e1fc1bb27836818d646b884f16c8f78f545fe0183
67	b369a36b27	66	rolled	Red	{"dice":[6,6,2],"role":"Red"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Red"}	2026-11-27T22:04:26.231261+00:00	6aa40d3bfc1e10dbb7b1b05e1fc1bb27836818d646b884f16c8f78f545fe0183	b88bb1cd638c5f973c7ac11211e810fc6ca9054c4fc28a3b034e9cef48436c3f
68	a16d2b03a7	0	game.created	\N	{"entropy":"2dba5dbc339e7316aea2683faf839c1b7b1ee2313db792112588118df066aa35","kind":"flanders","options":{"beginner":false,"seats":2},"rules_version":"3","seats":[{"name":"Ann","role":"Red"},{"name":"Bob","role":"Blue"}],"seed_commitment":"e7d78f31e3ffed75cba8696e9cdc32df56b4cb0d6a7130ecc1107f133a856638","title":"In Flanders Field"}	{"batch":0}	2026-11-27T22:04:26.232744+00:00	0000000000000000000000000000000000000000000000000000000000000000	5d7125a709c23e69069474cdd176e670e4b5d4d044b437a2f6238007110b631a
69	a16d2b03a7	1	started	\N	{"beginner":false,"deck":[32,6,14,7,45,34,50,40,41,12,38,3,52,26,24,2,18,13,51,47,53,37,10,29,0,21,20,35,1,33,16,28,39,49,17,4,42,31,44,9,19,23,30,8,43,48,5,22,15,46,27,36,25,11],"pool":28,"roles":["Red","Blue"],"troops":6}	{"batch":13,"setup":true}	2026-11-27T22:04:26.232744+00:00	5d7125a709c23e69069474cdd176e670e4b5d4d044b437a2f6238007110b631a	e161b9cd574789e67a146fb88824733340d0b6f48d66901a6f499e38cb42c3d3
70	a16d2b03a7	2	dealt	\N	{"card":32,"space":3}	{}	2026-11-27T22:04:26.232744+00:00	e161b9cd574789e67a146fb88824733340d0b6f48d66901a6f499e38cb42c3d3	2a2de9c44f79ae8b249beed21e25c5b6691368d0f183f377060465c2f86377e5
71	a16d2b03a7	3	dealt	\N	{"card":6,"space":4}	{}	2026-11-27T22:04:26.232744+00:00	2a2de9c44f79ae8b249beed21e25c5b6691368d0f183f377060465c2f86377e5	26ba602ef039435ca871a79fbbce5796daa47aeb031a5d81ae25f51b4d9f2650
72	a16d2b03a7	4	dealt	\N	{"card":14,"space":5}	{}	2026-11-27T22:04:26.232744+00:00	26ba602ef039435ca871a79fbbce5796daa47aeb031a5d81ae25f51b4d9f2650	de1682d5f297022f1dd4356a48f9e88cb635b68b426f821a954a650bab57269c
73	a16d2b03a7	5	dealt	\N	{"card":7,"space":6}	{}	2026-11-27T22:04:26.232744+00:00	de1682d5f297022f1dd4356a48f9e88cb635b68b426f821a954a650bab57269c	da09bc96ba03b9343c154e384210a712b100ec929a343fec4864e1db474e82f0
74	a16d2b03a7	6	dealt	\N	{"card":45,"space":7}	{}	2026-11-27T22:04:26.232744+00:00	da09bc96ba03b9343c154e384210a712b100ec929a343fec4864e1db474e82f0	54cd58d47f2d1f35c502d19bf315700eda95e3031b39c04857375e311d34e00e
75	a16d2b03a7	7	dealt	\N	{"card":34,"space":8}	{}	2026-11-27T22:04:26.232744+00:00	54cd58d47f2d1f35c502d19bf315700eda95e3031b39c04857375e311d34e00e	dbf258e1b2b7dd52f413d2ab9c9eeb0395e8ea3277a5b2d727584e80596505aa
76	a16d2b03a7	8	dealt	\N	{"card":50,"space":10}	{}	2026-11-27T22:04:26.232744+00:00	dbf258e1b2b7dd52f413d2ab9c9eeb0395e8ea3277a5b2d727584e80596505aa	44429eace101490b78e0a82a9c33e8e9055a9f3ed232030f05d338bad2e03ea8
77	a16d2b03a7	9	dealt	\N	{"card":40,"space":11}	{}	2026-11-27T22:04:26.232744+00:00	44429eace101490b78e0a82a9c33e8e9055a9f3ed232030f05d338bad2e03ea8	24ac6c9fe680189211ae7d426c104002a9e74f234d6d76703fbe5907b4295c22
78	a16d2b03a7	10	row_cleared	\N	{"cards":[50,40],"row":[10,11]}	{}	2026-11-27T22:04:26.232744+00:00	24ac6c9fe680189211ae7d426c104002a9e74f234d6d76703fbe5907b4295c22	2124ee8c4887fa8ef188301c5838cce90db5bcdccecbd646132dcbc929019ad9
79	a16d2b03a7	11	dealt	\N	{"card":41,"space":10}	{}	2026-11-27T22:04:26.232744+00:00	2124ee8c4887fa8ef188301c5838cce90db5bcdccecbd646132dcbc929019ad9	fe32bfc6d479ab6c9d8e8eb3c5a737027fde40e9db8f6e8569df30a581816064
80	a16d2b03a7	12	dealt	\N	{"card":12,"space":11}	{}	2026-11-27T22:04:26.232744+00:00	fe32bfc6d479ab6c9d8e8eb3c5a737027fde40e9db8f6e8569df30a581816064	c5d48905482ae24ea15d83d049ab6c21001dfca72d9a0ad3b3bc77d96b131d53
81	a16d2b03a7	13	turn_began	\N	{"number":1,"role":"Red"}	{}	2026-11-27T22:04:26.232744+00:00	c5d48905482ae24ea15d83d049ab6c21001dfca72d9a0ad3b3bc77d96b131d53	ceca4b52976136d862ffb8baf3c257bb0aa0a528ce2ff251fb15fb0d067b8fd4
82	a16d2b03a7	14	rolled	Red	{"dice":[5,6,4],"role":"Red"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Red"}	2026-11-27T22:04:26.239157+00:00	ceca4b52976136d862ffb8baf3c257bb0aa0a528ce2ff251fb15fb0d067b8fd4	85d7363b3aac18b8e75bdc4fe9fd3495a2969e3186a447ca55efce23aad1c9a0
83	a16d2b03a7	15	took	Red	{"card":41,"lost":[],"role":"Red","space":10}	{"batch":1,"channel":"cli","command":{"action":"take","space":10},"draws":0,"role":"Red"}	2026-11-27T22:04:26.240156+00:00	85d7363b3aac18b8e75bdc4fe9fd3495a2969e3186a447ca55efce23aad1c9a0	b50939bdd234fc769821216d156da8fc98b8b99418613b1be79622614b50f15c
84	a16d2b03a7	16	stopped	Red	{"role":"Red","wire":0}	{"batch":5,"channel":"cli","command":{"action":"stop"},"draws":0,"role":"Red"}	2026-11-27T22:04:26.241056+00:00	b50939bdd234fc769821216d156da8fc98b8b99418613b1be79622614b50f15c	b088c7bb71c37c9a67cd5b565a51c4007ef5c5612e944ed5f17ce32e3d6d441a
85	a16d2b03a7	17	german	Red	{"back":0,"card":41,"lost":1,"role":"Red"}	{"channel":"cli"}	2026-11-27T22:04:26.241056+00:00	b088c7bb71c37c9a67cd5b565a51c4007ef5c5612e944ed5f17ce32e3d6d441a	3cd57f4ee75ca4e4aac9cb12e9541e43f76f43f21c2cb54b9ac3f260e23322b4
86	a16d2b03a7	18	turn_ended	Red	{"discarded":[],"kept":[],"role":"Red"}	{"channel":"cli"}	2026-11-27T22:04:26.241056+00:00	3cd57f4ee75ca4e4aac9cb12e9541e43f76f43f21c2cb54b9ac3f260e23322b4	4e39fb95d863c22b002eb5877e63d7c911d426e5df8c26e5a42fca101024a050
87	a16d2b03a7	19	dealt	Red	{"card":38,"space":10}	{"channel":"cli"}	2026-11-27T22:04:26.241056+00:00	4e39fb95d863c22b002eb5877e63d7c911d426e5df8c26e5a42fca101024a050	35b12739447ab69fee4591d5fc6217a95f405394cd0ff2458836b2f8138c652b
88	a16d2b03a7	20	turn_began	Red	{"number":2,"role":"Blue"}	{"channel":"cli"}	2026-11-27T22:04:26.241056+00:00	35b12739447ab69fee4591d5fc6217a95f405394cd0ff2458836b2f8138c652b	e8abb14bd785c4fd924bcce21ce5600aab73ce910666769a0ffc02f602276e32
89	a16d2b03a7	21	rolled	Blue	{"dice":[6,1,1],"role":"Blue"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Blue"}	2026-11-27T22:04:26.242468+00:00	e8abb14bd785c4fd924bcce21ce5600aab73ce910666769a0ffc02f602276e32	9b5f6257274f982923b2abd0468efdb43f5f3d41c959e8b4c4b6da12853393cd
90	a16d2b03a7	22	took	Blue	{"card":45,"lost":[],"role":"Blue","space":7}	{"batch":1,"channel":"cli","command":{"action":"take","space":7},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.243338+00:00	9b5f6257274f982923b2abd0468efdb43f5f3d41c959e8b4c4b6da12853393cd	dd14e0d4c5507048779c0cace7d544afae600128db2c15e2ec0c01ff2d7ccaf2
91	a16d2b03a7	23	rolled	Blue	{"dice":[5,3,5],"role":"Blue"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Blue"}	2026-11-27T22:04:26.244117+00:00	dd14e0d4c5507048779c0cace7d544afae600128db2c15e2ec0c01ff2d7ccaf2	b44634e34f163f4dbb870c53af1c4cd4507246f2e58c4ff181d7d71488dd2259
92	a16d2b03a7	24	took	Blue	{"card":34,"lost":[],"role":"Blue","space":8}	{"batch":1,"channel":"cli","command":{"action":"take","space":8},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.245083+00:00	b44634e34f163f4dbb870c53af1c4cd4507246f2e58c4ff181d7d71488dd2259	f409d428af7dad15214f7418eb288bbb7632514bd38adf982f1cc03322a5c8c0
93	a16d2b03a7	25	rolled	Blue	{"dice":[2,1,4],"role":"Blue"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Blue"}	2026-11-27T22:04:26.246491+00:00	f409d428af7dad15214f7418eb288bbb7632514bd38adf982f1cc03322a5c8c0	23e61eefff3ed6bc85b17ae40a118814369c3e8b34eacbb9667e7444014ba645
94	a16d2b03a7	26	took	Blue	{"card":32,"lost":[],"role":"Blue","space":3}	{"batch":1,"channel":"cli","command":{"action":"take","space":3},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.247381+00:00	23e61eefff3ed6bc85b17ae40a118814369c3e8b34eacbb9667e7444014ba645	d802da81ae5ad059fa73fc95712b56059cc6e1d94adc02c294091300d7f35188
95	a16d2b03a7	27	gassed	Blue	{"card":32,"removed":38,"replacement":3,"role":"Blue","space":10}	{"batch":1,"channel":"cli","command":{"action":"gas","space":10},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.248288+00:00	d802da81ae5ad059fa73fc95712b56059cc6e1d94adc02c294091300d7f35188	89ecf5ed56e6aebd324c9af253a493e6ff53b04402b767480f267a27e242cbf8
96	a16d2b03a7	28	rolled	Blue	{"dice":[5,5,1],"role":"Blue"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Blue"}	2026-11-27T22:04:26.249304+00:00	89ecf5ed56e6aebd324c9af253a493e6ff53b04402b767480f267a27e242cbf8	86a924bff553bcc9e3eff96dea14feb76d4bd04e20fb05dae7d3fefebe97f20b
97	a16d2b03a7	29	took	Blue	{"card":7,"lost":[],"role":"Blue","space":6}	{"batch":1,"channel":"cli","command":{"action":"take","space":6},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.256396+00:00	86a924bff553bcc9e3eff96dea14feb76d4bd04e20fb05dae7d3fefebe97f20b	cb3bb3e110bb3d064b29df30c10e9e933492fe2537866be492d25c53bf718be5
98	a16d2b03a7	30	stopped	Blue	{"role":"Blue","wire":0}	{"batch":2,"channel":"cli","command":{"action":"stop"},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.258892+00:00	cb3bb3e110bb3d064b29df30c10e9e933492fe2537866be492d25c53bf718be5	d3c1f81f3bd6a7667e8e54c2a2b8fc2cd32a9b895730f43eb27fce56d1ac050f
99	a16d2b03a7	31	german	Blue	{"back":0,"card":45,"lost":2,"role":"Blue"}	{"channel":"cli"}	2026-11-27T22:04:26.258892+00:00	d3c1f81f3bd6a7667e8e54c2a2b8fc2cd32a9b895730f43eb27fce56d1ac050f	13793946f5b2b2a81f91866ec364dd6e662f6bf777f9adc0f43f5dbe66ffc4c0
100	a16d2b03a7	32	moved	Blue	{"card":7,"from":0,"halted":false,"mines":[],"paid":0,"role":"Blue","spaces":1,"to":1,"wire":0}	{"batch":7,"channel":"cli","command":{"action":"move","card":"inf2","mines":false,"spaces":1},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.262118+00:00	13793946f5b2b2a81f91866ec364dd6e662f6bf777f9adc0f43f5dbe66ffc4c0	868ab7fe3838fb219af46670579e8882ba4a299d70ea3c1ca792b11d78335b10
101	a16d2b03a7	33	turn_ended	Blue	{"discarded":[],"kept":[34],"role":"Blue"}	{"channel":"cli"}	2026-11-27T22:04:26.262118+00:00	868ab7fe3838fb219af46670579e8882ba4a299d70ea3c1ca792b11d78335b10	2dd995d82571250e29ab553110169ee04412f4485adcdeca40d5a82b3945b8db
102	a16d2b03a7	34	dealt	Blue	{"card":52,"space":3}	{"channel":"cli"}	2026-11-27T22:04:26.262118+00:00	2dd995d82571250e29ab553110169ee04412f4485adcdeca40d5a82b3945b8db	efd813f4d242f74af0fab03b673caee899ab51b2be740596497240be0d559580
103	a16d2b03a7	35	dealt	Blue	{"card":26,"space":6}	{"channel":"cli"}	2026-11-27T22:04:26.262118+00:00	efd813f4d242f74af0fab03b673caee899ab51b2be740596497240be0d559580	53473640a1c0574cace267ac8a2caea080ed78ec980015bfb730f35066de5334
104	a16d2b03a7	36	dealt	Blue	{"card":24,"space":7}	{"channel":"cli"}	2026-11-27T22:04:26.262118+00:00	53473640a1c0574cace267ac8a2caea080ed78ec980015bfb730f35066de5334	e14f2340e3505b69df3a246f5854316f6d43457667549eb6344d318e84a60a0b
105	a16d2b03a7	37	dealt	Blue	{"card":2,"space":8}	{"channel":"cli"}	2026-11-27T22:04:26.262118+00:00	e14f2340e3505b69df3a246f5854316f6d43457667549eb6344d318e84a60a0b	5ee84883868e829ad128b44f8f56897b5e96eb73d6dc8b3be96e1125c7c1bac8
106	a16d2b03a7	38	turn_began	Blue	{"number":3,"role":"Red"}	{"channel":"cli"}	2026-11-27T22:04:26.262118+00:00	5ee84883868e829ad128b44f8f56897b5e96eb73d6dc8b3be96e1125c7c1bac8	36b6623eb2a8d6355b3fda8ca1990b0b52cd042837bb30126875fa27b2eb3775
107	a16d2b03a7	39	rolled	Red	{"dice":[6,2,4],"role":"Red"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Red"}	2026-11-27T22:04:26.270811+00:00	36b6623eb2a8d6355b3fda8ca1990b0b52cd042837bb30126875fa27b2eb3775	ef23ebf2937da56e69349519a07eb8e97410983e880911b5c92305c11b2f991f
108	a16d2b03a7	40	took	Red	{"card":2,"lost":[],"role":"Red","space":8}	{"batch":1,"channel":"cli","command":{"action":"take","space":8},"draws":0,"role":"Red"}	2026-11-27T22:04:26.274983+00:00	ef23ebf2937da56e69349519a07eb8e97410983e880911b5c92305c11b2f991f	a6211136ed0502bfabfa8be32a6336d0b2febf32fd620046b3d61cd1aab3235b
109	a16d2b03a7	41	rolled	Red	{"dice":[3,6,3],"role":"Red"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Red"}	2026-11-27T22:04:26.275892+00:00	a6211136ed0502bfabfa8be32a6336d0b2febf32fd620046b3d61cd1aab3235b	246fc4294bced1f8928760e37170f7462f807ee4ae0db31dc396a68009cacd22
110	a16d2b03a7	42	took	Red	{"card":null,"lost":[],"role":"Red","space":9}	{"batch":1,"channel":"cli","command":{"action":"take","space":9},"draws":0,"role":"Red"}	2026-11-27T22:04:26.279085+00:00	246fc4294bced1f8928760e37170f7462f807ee4ae0db31dc396a68009cacd22	31a7be8f8157534b6a5f2a5a2cfde0f081387d17251da3b2544d2460a5ef1e12
111	a16d2b03a7	43	stopped	Red	{"role":"Red","wire":0}	{"batch":1,"channel":"cli","command":{"action":"stop"},"draws":0,"role":"Red"}	2026-11-27T22:04:26.279951+00:00	31a7be8f8157534b6a5f2a5a2cfde0f081387d17251da3b2544d2460a5ef1e12	ff94b93bb2d1eb4b91a5e78d819c8d0a63f92066ba2d9a0d0b3593a0da68c781
112	a16d2b03a7	44	moved	Red	{"card":null,"from":0,"halted":false,"mines":[],"paid":0,"role":"Red","spaces":1,"to":1,"wire":0}	{"batch":1,"channel":"cli","command":{"action":"move","card":"advance","mines":false,"spaces":1},"draws":0,"role":"Red"}	2026-11-27T22:04:26.280909+00:00	ff94b93bb2d1eb4b91a5e78d819c8d0a63f92066ba2d9a0d0b3593a0da68c781	5dfe163dbdf33302c243d0da231a87af2d678f2c55acf839c3678a066b71f707
113	a16d2b03a7	45	turn_ended	Red	{"discarded":[2],"kept":[],"role":"Red"}	{"batch":3,"channel":"cli","command":{"action":"end"},"draws":0,"role":"Red"}	2026-11-27T22:04:26.286898+00:00	5dfe163dbdf33302c243d0da231a87af2d678f2c55acf839c3678a066b71f707	ab56617969abaf9e7bd02d3a3caafee95a50086474c123e1ff9685a3a76f36e3
114	a16d2b03a7	46	dealt	Red	{"card":18,"space":8}	{"channel":"cli"}	2026-11-27T22:04:26.286898+00:00	ab56617969abaf9e7bd02d3a3caafee95a50086474c123e1ff9685a3a76f36e3	418df8fb85dd09dc9160caad445e88ab03263ddbbf17c7e79adcdbcd901e2bb5
115	a16d2b03a7	47	turn_began	Red	{"number":4,"role":"Blue"}	{"channel":"cli"}	2026-11-27T22:04:26.286898+00:00	418df8fb85dd09dc9160caad445e88ab03263ddbbf17c7e79adcdbcd901e2bb5	ce5791af68f821db1c2855838aa88d5531b5ee02d94de42ae18f981f9f8af26c
116	a16d2b03a7	48	rolled	Blue	{"dice":[5,1,2],"role":"Blue"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Blue"}	2026-11-27T22:04:26.288200+00:00	ce5791af68f821db1c2855838aa88d5531b5ee02d94de42ae18f981f9f8af26c	00bcdebe3f5541f7629257306aab0db3e893a30500ffab1ea7dba547f7083ee8
117	a16d2b03a7	49	took	Blue	{"card":26,"lost":[],"role":"Blue","space":6}	{"batch":1,"channel":"cli","command":{"action":"take","space":6},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.290378+00:00	00bcdebe3f5541f7629257306aab0db3e893a30500ffab1ea7dba547f7083ee8	30147b8f5d79a14588452a3b06f01392cb1531faf957d967789e82a6a958dafc
118	a16d2b03a7	50	rolled	Blue	{"dice":[1,1,2],"role":"Blue"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Blue"}	2026-11-27T22:04:26.291886+00:00	30147b8f5d79a14588452a3b06f01392cb1531faf957d967789e82a6a958dafc	7b89c66c954ca25b195c0006995f5ed0501b5f0360042028c73a70ab2d271eaf
119	a16d2b03a7	51	took	Blue	{"card":52,"lost":[],"role":"Blue","space":3}	{"batch":1,"channel":"cli","command":{"action":"take","space":3},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.292738+00:00	7b89c66c954ca25b195c0006995f5ed0501b5f0360042028c73a70ab2d271eaf	89ac7ea89541dd23bdc07978b89c61103ebd8216f5af151de358e086c8868f39
120	a16d2b03a7	52	stopped	Blue	{"role":"Blue","wire":1}	{"batch":1,"channel":"cli","command":{"action":"stop"},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.293534+00:00	89ac7ea89541dd23bdc07978b89c61103ebd8216f5af151de358e086c8868f39	751a2f0a54784b4e5313a07ce5bf1ba4d54cb6d7469eb78375c7a151749cd257
121	a16d2b03a7	53	turn_ended	Blue	{"discarded":[26,52],"kept":[34],"role":"Blue"}	{"batch":4,"channel":"cli","command":{"action":"end"},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.294532+00:00	751a2f0a54784b4e5313a07ce5bf1ba4d54cb6d7469eb78375c7a151749cd257	88c56c3e4c89c46099b373a30a3aeaf575c8adb50cbc534272776221a6c75cd0
122	a16d2b03a7	54	dealt	Blue	{"card":13,"space":3}	{"channel":"cli"}	2026-11-27T22:04:26.294532+00:00	88c56c3e4c89c46099b373a30a3aeaf575c8adb50cbc534272776221a6c75cd0	e4acc6ad97d9ba8540c957593e844ac9c8561cf971f6f0594f5ad2490a990b7b
123	a16d2b03a7	55	dealt	Blue	{"card":51,"space":6}	{"channel":"cli"}	2026-11-27T22:04:26.294532+00:00	e4acc6ad97d9ba8540c957593e844ac9c8561cf971f6f0594f5ad2490a990b7b	c7b61a4e470ea15598037e7f653599db4996f912b9e3016b6323923ade344e46
124	a16d2b03a7	56	turn_began	Blue	{"number":5,"role":"Red"}	{"channel":"cli"}	2026-11-27T22:04:26.294532+00:00	c7b61a4e470ea15598037e7f653599db4996f912b9e3016b6323923ade344e46	4e3c7d71ece9b649ed22fbcd0d0fbd71795d1976fb325469ad5598d96e8aa78d
125	a16d2b03a7	57	rolled	Red	{"dice":[4,3,4],"role":"Red"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Red"}	2026-11-27T22:04:26.296020+00:00	4e3c7d71ece9b649ed22fbcd0d0fbd71795d1976fb325469ad5598d96e8aa78d	dfb3e33419c9b9381447fe764c3b0389c04cadfe2d0937a7f8542a3bbbe15aee
126	a16d2b03a7	58	took	Red	{"card":18,"lost":[],"role":"Red","space":8}	{"batch":1,"channel":"cli","command":{"action":"take","space":8},"draws":0,"role":"Red"}	2026-11-27T22:04:26.296906+00:00	dfb3e33419c9b9381447fe764c3b0389c04cadfe2d0937a7f8542a3bbbe15aee	ff704350247bae2779182f4dd17ec6b2e8a34d3561289801b079947ac3983bf5
127	a16d2b03a7	59	stopped	Red	{"role":"Red","wire":0}	{"batch":1,"channel":"cli","command":{"action":"stop"},"draws":0,"role":"Red"}	2026-11-27T22:04:26.297676+00:00	ff704350247bae2779182f4dd17ec6b2e8a34d3561289801b079947ac3983bf5	03b266e6e7ca436283396c2773547258215b116f023ff2efaff716fa31641a29
128	a16d2b03a7	60	moved	Red	{"card":18,"from":1,"halted":false,"mines":[],"paid":0,"role":"Red","spaces":1,"to":2,"wire":0}	{"batch":4,"channel":"cli","command":{"action":"move","card":"inf3","mines":false,"spaces":1},"draws":0,"role":"Red"}	2026-11-27T22:04:26.298932+00:00	03b266e6e7ca436283396c2773547258215b116f023ff2efaff716fa31641a29	21591797dfd6d0a04827c3148f7dcb17a3b7d1473c97b590096df781c693c6d1
129	a16d2b03a7	61	turn_ended	Red	{"discarded":[],"kept":[],"role":"Red"}	{"channel":"cli"}	2026-11-27T22:04:26.298932+00:00	21591797dfd6d0a04827c3148f7dcb17a3b7d1473c97b590096df781c693c6d1	309cafbb94cde9e5c3ebe949bb78bccce92ff7d3eb36c8327b8c179ae8590843
130	a16d2b03a7	62	dealt	Red	{"card":47,"space":8}	{"channel":"cli"}	2026-11-27T22:04:26.298932+00:00	309cafbb94cde9e5c3ebe949bb78bccce92ff7d3eb36c8327b8c179ae8590843	45b4e100572d2c3437cd414bcce9be908181d068858e6e3ba4a51871bf28d021
131	a16d2b03a7	63	turn_began	Red	{"number":6,"role":"Blue"}	{"channel":"cli"}	2026-11-27T22:04:26.298932+00:00	45b4e100572d2c3437cd414bcce9be908181d068858e6e3ba4a51871bf28d021	8e079cf32c159044e2f280d4842f51069d8039030de571a39fc52d54305c51d3
132	a16d2b03a7	64	rolled	Blue	{"dice":[5,2,3],"role":"Blue"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Blue"}	2026-11-27T22:04:26.300172+00:00	8e079cf32c159044e2f280d4842f51069d8039030de571a39fc52d54305c51d3	93fa1a74696ec8aa6268ecdac3f62e9536927a6f214271a2b1c0d169f1752c1f
133	a16d2b03a7	65	took	Blue	{"card":14,"lost":[],"role":"Blue","space":5}	{"batch":1,"channel":"cli","command":{"action":"take","space":5},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.301038+00:00	93fa1a74696ec8aa6268ecdac3f62e9536927a6f214271a2b1c0d169f1752c1f	49c1c803a6f768497a8ba85c2c85f30c2c417ac7fa95b0b1612bbe3208fc2878
134	a16d2b03a7	66	stopped	Blue	{"role":"Blue","wire":0}	{"batch":1,"channel":"cli","command":{"action":"stop"},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.301856+00:00	49c1c803a6f768497a8ba85c2c85f30c2c417ac7fa95b0b1612bbe3208fc2878	bf729f571b003a8538d2e874d3de130617dbece7478b89ab7912260ccf39e8dc
135	a16d2b03a7	67	turn_ended	Blue	{"discarded":[14],"kept":[34],"role":"Blue"}	{"batch":3,"channel":"cli","command":{"action":"end"},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.302847+00:00	bf729f571b003a8538d2e874d3de130617dbece7478b89ab7912260ccf39e8dc	75cf13964034a38a64693baa8a6c8c5a828d465b32fa16bce0f2840a2a552baa
136	a16d2b03a7	68	dealt	Blue	{"card":53,"space":5}	{"channel":"cli"}	2026-11-27T22:04:26.302847+00:00	75cf13964034a38a64693baa8a6c8c5a828d465b32fa16bce0f2840a2a552baa	5f7acdd27259c91d0e2c1dcd4dac804a50f7196f0a3933409d2cfdf65aabc9bf
137	a16d2b03a7	69	turn_began	Blue	{"number":7,"role":"Red"}	{"channel":"cli"}	2026-11-27T22:04:26.302847+00:00	5f7acdd27259c91d0e2c1dcd4dac804a50f7196f0a3933409d2cfdf65aabc9bf	60cc6a28c2280095b2e1b4176f0a3a4871400de6be163b59fbaaceb8ef642887
138	a16d2b03a7	70	rolled	Red	{"dice":[6,6,4],"role":"Red"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Red"}	2026-11-27T22:04:26.303913+00:00	60cc6a28c2280095b2e1b4176f0a3a4871400de6be163b59fbaaceb8ef642887	2906b505a6591bde06a6b09bf7eef5d27dab646cb9397e4d67b0fd2bd86cf007
139	a16d2b03a7	71	took	Red	{"card":3,"lost":[],"role":"Red","space":10}	{"batch":1,"channel":"cli","command":{"action":"take","space":10},"draws":0,"role":"Red"}	2026-11-27T22:04:26.304832+00:00	2906b505a6591bde06a6b09bf7eef5d27dab646cb9397e4d67b0fd2bd86cf007	6f20dfa503fd080c3b3183a8cb99b86d6b035561d7ac4b059f216391a4f3a369
140	a16d2b03a7	72	stopped	Red	{"role":"Red","wire":0}	{"batch":1,"channel":"cli","command":{"action":"stop"},"draws":0,"role":"Red"}	2026-11-27T22:04:26.305631+00:00	6f20dfa503fd080c3b3183a8cb99b86d6b035561d7ac4b059f216391a4f3a369	c197c970f789675b2a24b8fc803ac68d0a5a1e07cf8b91f113e67f2350d239a9
141	a16d2b03a7	73	turn_ended	Red	{"discarded":[3],"kept":[],"role":"Red"}	{"batch":3,"channel":"cli","command":{"action":"end"},"draws":0,"role":"Red"}	2026-11-27T22:04:26.306637+00:00	c197c970f789675b2a24b8fc803ac68d0a5a1e07cf8b91f113e67f2350d239a9	ff69218bc9c3fe90fd33c5e6933c4f1d88af32f872636321cc0bc44de16a36c3
142	a16d2b03a7	74	dealt	Red	{"card":37,"space":10}	{"channel":"cli"}	2026-11-27T22:04:26.306637+00:00	ff69218bc9c3fe90fd33c5e6933c4f1d88af32f872636321cc0bc44de16a36c3	af8c606e41af55c004b498c5698882f0880858ed4ccc6b1411ea90b9687065be
143	a16d2b03a7	75	turn_began	Red	{"number":8,"role":"Blue"}	{"channel":"cli"}	2026-11-27T22:04:26.306637+00:00	af8c606e41af55c004b498c5698882f0880858ed4ccc6b1411ea90b9687065be	70e26fd40df3e0303f463b4122afc293a37ecd2f91e679e4b5a04554537c8191
144	a16d2b03a7	76	rolled	Blue	{"dice":[5,2,3],"role":"Blue"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Blue"}	2026-11-27T22:04:26.308367+00:00	70e26fd40df3e0303f463b4122afc293a37ecd2f91e679e4b5a04554537c8191	f9623d1d2813b3567080f00eda65f1b99d0e26336a3a32bf78f672267211e62e
145	a16d2b03a7	77	took	Blue	{"card":24,"lost":[],"role":"Blue","space":7}	{"batch":1,"channel":"cli","command":{"action":"take","space":7},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.309296+00:00	f9623d1d2813b3567080f00eda65f1b99d0e26336a3a32bf78f672267211e62e	f4afb21125e8d750e6826df1b1e99cfd14e56b548cf60e43ae327c59d8410b92
146	a16d2b03a7	78	stopped	Blue	{"role":"Blue","wire":0}	{"batch":4,"channel":"cli","command":{"action":"stop"},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.310190+00:00	f4afb21125e8d750e6826df1b1e99cfd14e56b548cf60e43ae327c59d8410b92	42323548c1a5181c472212f72f1284a46bf601847876b744ee57b0f071cfaaa8
147	a16d2b03a7	79	turn_ended	Blue	{"discarded":[],"kept":[34,24],"role":"Blue"}	{"channel":"cli"}	2026-11-27T22:04:26.310190+00:00	42323548c1a5181c472212f72f1284a46bf601847876b744ee57b0f071cfaaa8	1c75db06fd2bc874a8e0d360cd7494c472192b35d0d5b83c570db7d54013737f
148	a16d2b03a7	80	dealt	Blue	{"card":10,"space":7}	{"channel":"cli"}	2026-11-27T22:04:26.310190+00:00	1c75db06fd2bc874a8e0d360cd7494c472192b35d0d5b83c570db7d54013737f	b529c0ff4234d29543c9f4550165548ee40c6d692c303f842cf521f0e4be1a01
149	a16d2b03a7	81	turn_began	Blue	{"number":9,"role":"Red"}	{"channel":"cli"}	2026-11-27T22:04:26.310190+00:00	b529c0ff4234d29543c9f4550165548ee40c6d692c303f842cf521f0e4be1a01	ab0ba806c7cb91f810db933eb6c3b728027bb559a8ba19ce9205e0609598ca22
150	a16d2b03a7	82	rolled	Red	{"dice":[5,4,1],"role":"Red"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Red"}	2026-11-27T22:04:26.311277+00:00	ab0ba806c7cb91f810db933eb6c3b728027bb559a8ba19ce9205e0609598ca22	5f43db77f7f2bd87b4b85be17843b073ce25d905988c60e6139a8176a6386857
151	a16d2b03a7	83	took	Red	{"card":53,"lost":[],"role":"Red","space":5}	{"batch":1,"channel":"cli","command":{"action":"take","space":5},"draws":0,"role":"Red"}	2026-11-27T22:04:26.312166+00:00	5f43db77f7f2bd87b4b85be17843b073ce25d905988c60e6139a8176a6386857	3ec08211b2b8c5f545d54267cd9be3410aa1f06480bd193f6bd674d41ada8b9e
152	a16d2b03a7	84	rolled	Red	{"dice":[5,5,1],"role":"Red"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Red"}	2026-11-27T22:04:26.312903+00:00	3ec08211b2b8c5f545d54267cd9be3410aa1f06480bd193f6bd674d41ada8b9e	31eaf84f25056688ed893348755ba44caa193b0997d422935030d3f081e8eac7
153	a16d2b03a7	85	took	Red	{"card":37,"lost":[],"role":"Red","space":10}	{"batch":1,"channel":"cli","command":{"action":"take","space":10},"draws":0,"role":"Red"}	2026-11-27T22:04:26.314886+00:00	31eaf84f25056688ed893348755ba44caa193b0997d422935030d3f081e8eac7	c382a16c4a760cc0a5df73e28bb00dff963a62ce2095b683e4f36ff875fc717e
154	a16d2b03a7	86	rolled	Red	{"dice":[1,3,3],"role":"Red"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Red"}	2026-11-27T22:04:26.315724+00:00	c382a16c4a760cc0a5df73e28bb00dff963a62ce2095b683e4f36ff875fc717e	99aaed23769fbe91798c0d3894ae5fbace6544a43e5119de835c7bfab801dc65
155	a16d2b03a7	87	took	Red	{"card":6,"lost":[],"role":"Red","space":4}	{"batch":1,"channel":"cli","command":{"action":"take","space":4},"draws":0,"role":"Red"}	2026-11-27T22:04:26.316679+00:00	99aaed23769fbe91798c0d3894ae5fbace6544a43e5119de835c7bfab801dc65	d343fc803714d3af3544e764284fba2b4ce1076afd27c7eeee616b8d1498537d
156	a16d2b03a7	88	rolled	Red	{"dice":[5,3,5],"role":"Red"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Red"}	2026-11-27T22:04:26.317459+00:00	d343fc803714d3af3544e764284fba2b4ce1076afd27c7eeee616b8d1498537d	0ece352925b978bde04cb15168455ae3290dee79831026b983e4c1785fc998ba
157	a16d2b03a7	89	took	Red	{"card":47,"lost":[],"role":"Red","space":8}	{"batch":1,"channel":"cli","command":{"action":"take","space":8},"draws":0,"role":"Red"}	2026-11-27T22:04:26.318271+00:00	0ece352925b978bde04cb15168455ae3290dee79831026b983e4c1785fc998ba	5670110953a1d7e4bf77e31069891dbe5460ac14148c1e4863a1e6dd5a415841
158	a16d2b03a7	90	stopped	Red	{"role":"Red","wire":1}	{"batch":3,"channel":"cli","command":{"action":"stop"},"draws":0,"role":"Red"}	2026-11-27T22:04:26.319070+00:00	5670110953a1d7e4bf77e31069891dbe5460ac14148c1e4863a1e6dd5a415841	3d793099508ae687a2d2d1f778eabb1c5e6665ceed8637cd97d6507050d62196
159	a16d2b03a7	91	german	Red	{"back":0,"card":37,"lost":1,"role":"Red"}	{"channel":"cli"}	2026-11-27T22:04:26.319070+00:00	3d793099508ae687a2d2d1f778eabb1c5e6665ceed8637cd97d6507050d62196	ee4d8f85b5f645b5d6f043df687c2c5e975f82410fbd400b1ff474d3c999f014
160	a16d2b03a7	92	german	Red	{"back":1,"card":47,"lost":1,"role":"Red"}	{"channel":"cli"}	2026-11-27T22:04:26.319070+00:00	ee4d8f85b5f645b5d6f043df687c2c5e975f82410fbd400b1ff474d3c999f014	3f2b3c4d2c9a2edef52e11a2d87859851259d15efa1c9b64df1bd257b80e2fc1
161	a16d2b03a7	93	turn_ended	Red	{"discarded":[53,6],"kept":[],"role":"Red"}	{"batch":6,"channel":"cli","command":{"action":"end"},"draws":0,"role":"Red"}	2026-11-27T22:04:26.320134+00:00	3f2b3c4d2c9a2edef52e11a2d87859851259d15efa1c9b64df1bd257b80e2fc1	c9b7d9e8354fdbba1bf12528aa45ca83209a73a42da4f566b32159412c56e7bf
162	a16d2b03a7	94	dealt	Red	{"card":29,"space":4}	{"channel":"cli"}	2026-11-27T22:04:26.320134+00:00	c9b7d9e8354fdbba1bf12528aa45ca83209a73a42da4f566b32159412c56e7bf	c8556823cbdd8ddc2474c7541331b0bca309fa1d7c4410b26e887a95541bdb08
163	a16d2b03a7	95	dealt	Red	{"card":0,"space":5}	{"channel":"cli"}	2026-11-27T22:04:26.320134+00:00	c8556823cbdd8ddc2474c7541331b0bca309fa1d7c4410b26e887a95541bdb08	7e2906cc5e36aa81912272dfc95f15c048bc417d60826bcaf79443d0fbd97361
164	a16d2b03a7	96	dealt	Red	{"card":21,"space":8}	{"channel":"cli"}	2026-11-27T22:04:26.320134+00:00	7e2906cc5e36aa81912272dfc95f15c048bc417d60826bcaf79443d0fbd97361	b3f57675484967d44ec866023c75457db8e4fd635974e52b1079b515496ab84f
165	a16d2b03a7	97	dealt	Red	{"card":20,"space":10}	{"channel":"cli"}	2026-11-27T22:04:26.320134+00:00	b3f57675484967d44ec866023c75457db8e4fd635974e52b1079b515496ab84f	abc89017b06ced4303130c36276e19d7985ae65447a7a4eee647bf8cc3a923b6
166	a16d2b03a7	98	turn_began	Red	{"number":10,"role":"Blue"}	{"channel":"cli"}	2026-11-27T22:04:26.320134+00:00	abc89017b06ced4303130c36276e19d7985ae65447a7a4eee647bf8cc3a923b6	0053368eae4f63de11ef547a097eaefce21fe32f09822a12b4e03b6d94020d1e
167	a16d2b03a7	99	rolled	Blue	{"dice":[1,6,2],"role":"Blue"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Blue"}	2026-11-27T22:04:26.321341+00:00	0053368eae4f63de11ef547a097eaefce21fe32f09822a12b4e03b6d94020d1e	783a69b3a2303f554e612c09cb1c8b3b658596b16f47684f0c22fe6907d57372
168	a16d2b03a7	100	took	Blue	{"card":10,"lost":[],"role":"Blue","space":7}	{"batch":1,"channel":"cli","command":{"action":"take","space":7},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.322744+00:00	783a69b3a2303f554e612c09cb1c8b3b658596b16f47684f0c22fe6907d57372	a7f3a3725cc723aab20f2f13b84b68203d37f1acf660c851e2eb8c2343a8bb69
169	a16d2b03a7	101	rolled	Blue	{"dice":[6,6,2],"role":"Blue"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Blue"}	2026-11-27T22:04:26.323542+00:00	a7f3a3725cc723aab20f2f13b84b68203d37f1acf660c851e2eb8c2343a8bb69	c97bd2026d79fb82571958b1103fa502fa41cc94023811d0aacf2ea03f650f11
170	a16d2b03a7	102	took	Blue	{"card":21,"lost":[],"role":"Blue","space":8}	{"batch":1,"channel":"cli","command":{"action":"take","space":8},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.324319+00:00	c97bd2026d79fb82571958b1103fa502fa41cc94023811d0aacf2ea03f650f11	194bb875cf1a7a118d5925d68b368d5479cf2ba4abf169db680056d304d845fc
171	a16d2b03a7	103	rolled	Blue	{"dice":[1,3,2],"role":"Blue"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Blue"}	2026-11-27T22:04:26.325149+00:00	194bb875cf1a7a118d5925d68b368d5479cf2ba4abf169db680056d304d845fc	024a6556efd651be73a4cce9b9c1281a522b019e925909db28388ef11d4f7bb8
172	a16d2b03a7	104	took	Blue	{"card":13,"lost":[],"role":"Blue","space":3}	{"batch":1,"channel":"cli","command":{"action":"take","space":3},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.325888+00:00	024a6556efd651be73a4cce9b9c1281a522b019e925909db28388ef11d4f7bb8	036b769a39dca838bd6a84310dfb7434968c42068ebb7b419e70433fa25dbd5b
173	a16d2b03a7	105	rolled	Blue	{"dice":[5,6,3],"role":"Blue"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Blue"}	2026-11-27T22:04:26.326701+00:00	036b769a39dca838bd6a84310dfb7434968c42068ebb7b419e70433fa25dbd5b	701db3177daa9028695c83de00d9ccd9ca015c2c5c113fe947f0a8800c1dae65
174	a16d2b03a7	106	took	Blue	{"card":null,"lost":[],"role":"Blue","space":9}	{"batch":1,"channel":"cli","command":{"action":"take","space":9},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.327444+00:00	701db3177daa9028695c83de00d9ccd9ca015c2c5c113fe947f0a8800c1dae65	50e405ea07e923215205f7bfee13b3bc3cbd5aa1806d40392e6887c9e64ef78b
175	a16d2b03a7	107	rolled	Blue	{"dice":[6,6,5],"role":"Blue"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Blue"}	2026-11-27T22:04:26.328139+00:00	50e405ea07e923215205f7bfee13b3bc3cbd5aa1806d40392e6887c9e64ef78b	81906238b42243351f9bbfb0bf838de3fb0b24c11ed4f466970be7a30e20c42d
176	a16d2b03a7	108	took	Blue	{"card":12,"lost":[],"role":"Blue","space":11}	{"batch":1,"channel":"cli","command":{"action":"take","space":11},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.328881+00:00	81906238b42243351f9bbfb0bf838de3fb0b24c11ed4f466970be7a30e20c42d	bb9627a3967d879cc1d14b280f4f3d05119fa20e11394bfc173cbb99cc9146b0
177	a16d2b03a7	109	stopped	Blue	{"role":"Blue","wire":0}	{"batch":1,"channel":"cli","command":{"action":"stop"},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.329691+00:00	bb9627a3967d879cc1d14b280f4f3d05119fa20e11394bfc173cbb99cc9146b0	cac17efa017ee9315e26e641958d703441e6481989211a1dd866acc6827f5d31
178	a16d2b03a7	110	moved	Blue	{"card":21,"from":1,"halted":false,"mines":[34],"paid":1,"role":"Blue","spaces":4,"to":5,"wire":0}	{"batch":1,"channel":"cli","command":{"action":"move","card":"inf3+","mines":true,"spaces":4},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.330912+00:00	cac17efa017ee9315e26e641958d703441e6481989211a1dd866acc6827f5d31	3b23b44e74852746e29facc56ec3e6981f633742098752845412597f620de350
179	a16d2b03a7	111	moved	Blue	{"card":null,"from":5,"halted":true,"mines":[],"paid":0,"role":"Blue","spaces":1,"to":6,"wire":0}	{"batch":7,"channel":"cli","command":{"action":"move","card":"advance","mines":false,"spaces":1},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.332114+00:00	3b23b44e74852746e29facc56ec3e6981f633742098752845412597f620de350	abebcc46c8ef030b5042bd9d2a3cfdc64499b29008a817ce942f65beb7e3be4f
180	a16d2b03a7	112	turn_ended	Blue	{"discarded":[10,13,12],"kept":[24],"role":"Blue"}	{"channel":"cli"}	2026-11-27T22:04:26.332114+00:00	abebcc46c8ef030b5042bd9d2a3cfdc64499b29008a817ce942f65beb7e3be4f	6bada6f5ea1c948af1c7a97cc1d6f20b8e75e817cd260920a0472b31af92d0b7
181	a16d2b03a7	113	dealt	Blue	{"card":35,"space":3}	{"channel":"cli"}	2026-11-27T22:04:26.332114+00:00	6bada6f5ea1c948af1c7a97cc1d6f20b8e75e817cd260920a0472b31af92d0b7	f117fc5f5fce4c03ce20f43e84d1c69ab882fd06b0731b716c25b346cf7eddc5
182	a16d2b03a7	114	dealt	Blue	{"card":1,"space":7}	{"channel":"cli"}	2026-11-27T22:04:26.332114+00:00	f117fc5f5fce4c03ce20f43e84d1c69ab882fd06b0731b716c25b346cf7eddc5	0ba9b02cd9dde9eb9219c7a034b858e2e9af951cb9b37f26269f2fc20de76e50
183	a16d2b03a7	115	dealt	Blue	{"card":33,"space":8}	{"channel":"cli"}	2026-11-27T22:04:26.332114+00:00	0ba9b02cd9dde9eb9219c7a034b858e2e9af951cb9b37f26269f2fc20de76e50	3205d6fda42453003651c3951bc45af024615b920e0afca20e25d7ed8036fd0c
184	a16d2b03a7	116	dealt	Blue	{"card":16,"space":11}	{"channel":"cli"}	2026-11-27T22:04:26.332114+00:00	3205d6fda42453003651c3951bc45af024615b920e0afca20e25d7ed8036fd0c	aa994eaec111dec9cf61bd8ebdf3fcccd53da9fa95c271f6cdb04ed181e378fc
185	a16d2b03a7	117	turn_began	Blue	{"number":11,"role":"Red"}	{"channel":"cli"}	2026-11-27T22:04:26.332114+00:00	aa994eaec111dec9cf61bd8ebdf3fcccd53da9fa95c271f6cdb04ed181e378fc	19393d4dad9716e3254eed411a4fa881773d5f13f558b7ac32980a0fb861a936
186	a16d2b03a7	118	rolled	Red	{"dice":[6,3,2],"role":"Red"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Red"}	2026-11-27T22:04:26.333348+00:00	19393d4dad9716e3254eed411a4fa881773d5f13f558b7ac32980a0fb861a936	ee59937771fba5f3e6f130c92c9388a4cfb54ba0af4c43b085e3de016c9702f8
187	a16d2b03a7	119	took	Red	{"card":33,"lost":[],"role":"Red","space":8}	{"batch":1,"channel":"cli","command":{"action":"take","space":8},"draws":0,"role":"Red"}	2026-11-27T22:04:26.334191+00:00	ee59937771fba5f3e6f130c92c9388a4cfb54ba0af4c43b085e3de016c9702f8	47cd943fcfbdcf1d2d2a9e8b8c98c30117125e2ed4f29372e2f32faebca5aa0b
188	a16d2b03a7	120	rolled	Red	{"dice":[2,4,6],"role":"Red"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Red"}	2026-11-27T22:04:26.335014+00:00	47cd943fcfbdcf1d2d2a9e8b8c98c30117125e2ed4f29372e2f32faebca5aa0b	d1882be35e07415052893e2c1c7e07d50f212a43ea5668a4626a0361b886ac90
189	a16d2b03a7	121	took	Red	{"card":51,"lost":[],"role":"Red","space":6}	{"batch":1,"channel":"cli","command":{"action":"take","space":6},"draws":0,"role":"Red"}	2026-11-27T22:04:26.335824+00:00	d1882be35e07415052893e2c1c7e07d50f212a43ea5668a4626a0361b886ac90	2a5231f8c69fe41025389a9d8014e116c6bab2a70c8c9cc1f041ad3fe6f3a8d3
190	a16d2b03a7	122	stopped	Red	{"role":"Red","wire":0}	{"batch":5,"channel":"cli","command":{"action":"stop"},"draws":0,"role":"Red"}	2026-11-27T22:04:26.337601+00:00	2a5231f8c69fe41025389a9d8014e116c6bab2a70c8c9cc1f041ad3fe6f3a8d3	88e62b7c090eb7d7f0e415fcfc050acd2fa43cce090a75b0aa4b7fbe9cdd5f3b
191	a16d2b03a7	123	turn_ended	Red	{"discarded":[51],"kept":[33],"role":"Red"}	{"channel":"cli"}	2026-11-27T22:04:26.337601+00:00	88e62b7c090eb7d7f0e415fcfc050acd2fa43cce090a75b0aa4b7fbe9cdd5f3b	8023063fcf06eef0521757f878d7a529ea736c97a6c69f6563b9643c62aacbd3
192	a16d2b03a7	124	dealt	Red	{"card":28,"space":6}	{"channel":"cli"}	2026-11-27T22:04:26.337601+00:00	8023063fcf06eef0521757f878d7a529ea736c97a6c69f6563b9643c62aacbd3	009c2587f25248f01906b3f0575fdc473368f96836d2e05ce4f0801729561bf7
193	a16d2b03a7	125	dealt	Red	{"card":39,"space":8}	{"channel":"cli"}	2026-11-27T22:04:26.337601+00:00	009c2587f25248f01906b3f0575fdc473368f96836d2e05ce4f0801729561bf7	1e8b54765794d9f3b5f9ef5d96868e6157db84e884b5354823d14403f7b1c905
194	a16d2b03a7	126	turn_began	Red	{"number":12,"role":"Blue"}	{"channel":"cli"}	2026-11-27T22:04:26.337601+00:00	1e8b54765794d9f3b5f9ef5d96868e6157db84e884b5354823d14403f7b1c905	85a42bdedb5870deda3ee6e7fbf3c42bcee2efd604db584b4090e5ac9e13aaa3
195	a16d2b03a7	127	rolled	Blue	{"dice":[1,1,2],"role":"Blue"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Blue"}	2026-11-27T22:04:26.339595+00:00	85a42bdedb5870deda3ee6e7fbf3c42bcee2efd604db584b4090e5ac9e13aaa3	1aebe1fd0a59ff239f504be06a2bf5228a137703d995988e1f45fd5452b9f6e6
196	a16d2b03a7	128	took	Blue	{"card":35,"lost":[],"role":"Blue","space":3}	{"batch":1,"channel":"cli","command":{"action":"take","space":3},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.340365+00:00	1aebe1fd0a59ff239f504be06a2bf5228a137703d995988e1f45fd5452b9f6e6	ffd6f1cb7404d68fb74191ac1252e273fbe58dfe6aeaed76a3f7210ce7524df8
197	a16d2b03a7	129	stopped	Blue	{"role":"Blue","wire":0}	{"batch":5,"channel":"cli","command":{"action":"stop"},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.341148+00:00	ffd6f1cb7404d68fb74191ac1252e273fbe58dfe6aeaed76a3f7210ce7524df8	ecd8e6ec97ae8b16ac1428ae3add17caafe4d6ca1f4e57be259fdd8f7684bded
198	a16d2b03a7	130	reserves	Blue	{"card":35,"gained":1,"role":"Blue"}	{"channel":"cli"}	2026-11-27T22:04:26.341148+00:00	ecd8e6ec97ae8b16ac1428ae3add17caafe4d6ca1f4e57be259fdd8f7684bded	3d155e1ff1ee63e1f1a40d6b0f696015067b6e0edb0048373764b4743f7aa49d
199	a16d2b03a7	131	turn_ended	Blue	{"discarded":[],"kept":[24],"role":"Blue"}	{"channel":"cli"}	2026-11-27T22:04:26.341148+00:00	3d155e1ff1ee63e1f1a40d6b0f696015067b6e0edb0048373764b4743f7aa49d	1a5e29b356ec70ac2698fad87bfd099ed1e7d35856a8500e7001199b67996efa
200	a16d2b03a7	132	dealt	Blue	{"card":49,"space":3}	{"channel":"cli"}	2026-11-27T22:04:26.341148+00:00	1a5e29b356ec70ac2698fad87bfd099ed1e7d35856a8500e7001199b67996efa	fe2adf68877fcc3715de4e362fd7041593e9ad6e20983e8b53ebd37eaa85a096
201	a16d2b03a7	133	turn_began	Blue	{"number":13,"role":"Red"}	{"channel":"cli"}	2026-11-27T22:04:26.341148+00:00	fe2adf68877fcc3715de4e362fd7041593e9ad6e20983e8b53ebd37eaa85a096	5387ed03d1f2b958bb58d4ea03a2d8aeb4f8cb00e87096a4a03a16ba682adefd
202	a16d2b03a7	134	rolled	Red	{"dice":[4,2,6],"role":"Red"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Red"}	2026-11-27T22:04:26.342546+00:00	5387ed03d1f2b958bb58d4ea03a2d8aeb4f8cb00e87096a4a03a16ba682adefd	22c30a7666f582a352049e91e63fee7ee34923c19b594f6dbf8cc44c52daf497
203	a16d2b03a7	135	took	Red	{"card":28,"lost":[],"role":"Red","space":6}	{"batch":1,"channel":"cli","command":{"action":"take","space":6},"draws":0,"role":"Red"}	2026-11-27T22:04:26.343323+00:00	22c30a7666f582a352049e91e63fee7ee34923c19b594f6dbf8cc44c52daf497	eb8ca0603dd9429ce25078447b3e7e3b79b3b1b5f2da9d7ba4a7b2c4325f1487
204	a16d2b03a7	136	rolled	Red	{"dice":[4,4,1],"role":"Red"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Red"}	2026-11-27T22:04:26.344358+00:00	eb8ca0603dd9429ce25078447b3e7e3b79b3b1b5f2da9d7ba4a7b2c4325f1487	6ffbf6eb227e8f9935852768ae7884a98065894e530f30f4c1572a2bf30fc623
205	a16d2b03a7	137	took	Red	{"card":0,"lost":[],"role":"Red","space":5}	{"batch":1,"channel":"cli","command":{"action":"take","space":5},"draws":0,"role":"Red"}	2026-11-27T22:04:26.345420+00:00	6ffbf6eb227e8f9935852768ae7884a98065894e530f30f4c1572a2bf30fc623	502797112c076b283405c5d8b703d2ab16e1e8346dd430008d831a976855a279
206	a16d2b03a7	138	rolled	Red	{"dice":[1,4,5],"role":"Red"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Red"}	2026-11-27T22:04:26.346282+00:00	502797112c076b283405c5d8b703d2ab16e1e8346dd430008d831a976855a279	0c154e820fc181adbf44e2c47360a92564135e4ced51223bd542ce088def8864
207	a16d2b03a7	139	took	Red	{"card":null,"lost":[],"role":"Red","space":9}	{"batch":1,"channel":"cli","command":{"action":"take","space":9},"draws":0,"role":"Red"}	2026-11-27T22:04:26.347110+00:00	0c154e820fc181adbf44e2c47360a92564135e4ced51223bd542ce088def8864	160bc485fb515ba883a521e3c6a95e2714304c6ee2b62c1f0cfa27fe6266629b
208	a16d2b03a7	140	rolled	Red	{"dice":[4,1,1],"role":"Red"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Red"}	2026-11-27T22:04:26.347870+00:00	160bc485fb515ba883a521e3c6a95e2714304c6ee2b62c1f0cfa27fe6266629b	73786dddacced831d70fa6cd27665b9f0f165e5708e77872dc7a758368afe48d
209	a16d2b03a7	141	busted	Red	{"discarded":[33,28,0],"german":0,"grey":0,"lost":0,"role":"Red"}	{"batch":5,"channel":"cli","command":{"action":"bust"},"draws":0,"role":"Red"}	2026-11-27T22:04:26.348736+00:00	73786dddacced831d70fa6cd27665b9f0f165e5708e77872dc7a758368afe48d	0bd97a3fade830069e400d0cb62ed051272f6647160d2b8c4ba5bf474be3651e
210	a16d2b03a7	142	turn_ended	Red	{"discarded":[],"kept":[],"role":"Red"}	{"channel":"cli"}	2026-11-27T22:04:26.348736+00:00	0bd97a3fade830069e400d0cb62ed051272f6647160d2b8c4ba5bf474be3651e	0d2b912ea64e65498d72c3011a76003b010c2ed7bf4a422e91a73777577f80ee
211	a16d2b03a7	143	dealt	Red	{"card":17,"space":5}	{"channel":"cli"}	2026-11-27T22:04:26.348736+00:00	0d2b912ea64e65498d72c3011a76003b010c2ed7bf4a422e91a73777577f80ee	39e25031ebce6d52eafe614fd7bad19130acaad1f082c05c3710cba9ca945c49
212	a16d2b03a7	144	dealt	Red	{"card":4,"space":6}	{"channel":"cli"}	2026-11-27T22:04:26.348736+00:00	39e25031ebce6d52eafe614fd7bad19130acaad1f082c05c3710cba9ca945c49	e6c14d43e53e53752ecb8c3689944fcba7f41346198d4983ec2be5a0419671bb
213	a16d2b03a7	145	turn_began	Red	{"number":14,"role":"Blue"}	{"channel":"cli"}	2026-11-27T22:04:26.348736+00:00	e6c14d43e53e53752ecb8c3689944fcba7f41346198d4983ec2be5a0419671bb	68aa94359f824970ab5605d4c2a72a889589fd2c2dce36221f71311965589552
214	a16d2b03a7	146	rolled	Blue	{"dice":[5,5,6],"role":"Blue"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Blue"}	2026-11-27T22:04:26.349895+00:00	68aa94359f824970ab5605d4c2a72a889589fd2c2dce36221f71311965589552	681bd493f15ca589e47fc572b716c47ce6bcf092a6cf25d8fceaeef378f9991f
215	a16d2b03a7	147	took	Blue	{"card":16,"lost":[],"role":"Blue","space":11}	{"batch":1,"channel":"cli","command":{"action":"take","space":11},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.350809+00:00	681bd493f15ca589e47fc572b716c47ce6bcf092a6cf25d8fceaeef378f9991f	e00f17fc01d177cd99ff602b7fdafab71ae976beed1c65161f76d65f005fdb9c
216	a16d2b03a7	148	rolled	Blue	{"dice":[1,5,6],"role":"Blue"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Blue"}	2026-11-27T22:04:26.351587+00:00	e00f17fc01d177cd99ff602b7fdafab71ae976beed1c65161f76d65f005fdb9c	419de550a9ae5dd38134a4be61527da181579fc853430c014c150f0b298821a2
217	a16d2b03a7	149	took	Blue	{"card":1,"lost":[],"role":"Blue","space":7}	{"batch":1,"channel":"cli","command":{"action":"take","space":7},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.352386+00:00	419de550a9ae5dd38134a4be61527da181579fc853430c014c150f0b298821a2	d068e0de047ee380a2488edbccea53bc96192811d0c830c52015e6b9b84726d3
218	a16d2b03a7	150	rolled	Blue	{"dice":[1,3,6],"role":"Blue"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Blue"}	2026-11-27T22:04:26.353730+00:00	d068e0de047ee380a2488edbccea53bc96192811d0c830c52015e6b9b84726d3	9f2ab0646e8f0d8fa93b17f99aef6f47b96e6698e38d839f15f1a416f771f153
219	a16d2b03a7	151	took	Blue	{"card":null,"lost":[],"role":"Blue","space":9}	{"batch":1,"channel":"cli","command":{"action":"take","space":9},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.354734+00:00	9f2ab0646e8f0d8fa93b17f99aef6f47b96e6698e38d839f15f1a416f771f153	dedd6e61938b82f99dd6dbe410006ebde6699417edf1fcd03a9a145161f96ae0
220	a16d2b03a7	152	stopped	Blue	{"role":"Blue","wire":0}	{"batch":1,"channel":"cli","command":{"action":"stop"},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.355528+00:00	dedd6e61938b82f99dd6dbe410006ebde6699417edf1fcd03a9a145161f96ae0	68c3db58d496c2dcb1b424463b36b23d5f7c2b21b4c8c4b95c672e2d7ac7246c
221	a16d2b03a7	153	moved	Blue	{"card":16,"from":6,"halted":false,"mines":[],"paid":0,"role":"Blue","spaces":1,"to":7,"wire":0}	{"batch":1,"channel":"cli","command":{"action":"move","card":"inf2+","mines":false,"spaces":1},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.356702+00:00	68c3db58d496c2dcb1b424463b36b23d5f7c2b21b4c8c4b95c672e2d7ac7246c	117b24e02af3e202c2fba91c323e31e7e7e8d244804645b342f3ec2ed5275d5f
222	a16d2b03a7	154	moved	Blue	{"card":null,"from":7,"halted":false,"mines":[],"paid":0,"role":"Blue","spaces":1,"to":8,"wire":0}	{"batch":1,"channel":"cli","command":{"action":"move","card":"advance","mines":false,"spaces":1},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.358501+00:00	117b24e02af3e202c2fba91c323e31e7e7e8d244804645b342f3ec2ed5275d5f	590bdd49907d6aacc78edbd1111737ba79f95d969214455c092a3e1811b8038a
223	a16d2b03a7	155	moved	Blue	{"card":1,"from":8,"halted":true,"mines":[],"paid":0,"role":"Blue","spaces":1,"to":9,"wire":0}	{"batch":5,"channel":"cli","command":{"action":"move","card":"inf1","mines":false,"spaces":1},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.360189+00:00	590bdd49907d6aacc78edbd1111737ba79f95d969214455c092a3e1811b8038a	f19d0fbfae5629b168a4b071da6197ef60bf2ce10b7f572c9f649d46d33f90b9
224	a16d2b03a7	156	turn_ended	Blue	{"discarded":[],"kept":[24],"role":"Blue"}	{"channel":"cli"}	2026-11-27T22:04:26.360189+00:00	f19d0fbfae5629b168a4b071da6197ef60bf2ce10b7f572c9f649d46d33f90b9	c02e19cf8d0f994f0899c4b2abbf603bdee0750bb74e41bd8db418c453669cbb
225	a16d2b03a7	157	dealt	Blue	{"card":42,"space":7}	{"channel":"cli"}	2026-11-27T22:04:26.360189+00:00	c02e19cf8d0f994f0899c4b2abbf603bdee0750bb74e41bd8db418c453669cbb	e57a1a5f0393350a7fd8caaf19993b7ae9b368153c11915e600240d1f1b86eac
226	a16d2b03a7	158	dealt	Blue	{"card":31,"space":11}	{"channel":"cli"}	2026-11-27T22:04:26.360189+00:00	e57a1a5f0393350a7fd8caaf19993b7ae9b368153c11915e600240d1f1b86eac	df15380cf28884236cb6268807faf79a1078e9227cf0f97bd33d9aa1a61470b8
227	a16d2b03a7	159	turn_began	Blue	{"number":15,"role":"Red"}	{"channel":"cli"}	2026-11-27T22:04:26.360189+00:00	df15380cf28884236cb6268807faf79a1078e9227cf0f97bd33d9aa1a61470b8	45ca3c237790bb2837152d9ad1690d3d6b2ca8b1229379a9b1ad1b13ce09e0ee
228	a16d2b03a7	160	rolled	Red	{"dice":[6,4,6],"role":"Red"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Red"}	2026-11-27T22:04:26.361603+00:00	45ca3c237790bb2837152d9ad1690d3d6b2ca8b1229379a9b1ad1b13ce09e0ee	819ee38b56e406d76614b124316907c415cb4079a2e2549674a0fe59a5734d2c
229	a16d2b03a7	161	took	Red	{"card":20,"lost":[],"role":"Red","space":10}	{"batch":1,"channel":"cli","command":{"action":"take","space":10},"draws":0,"role":"Red"}	2026-11-27T22:04:26.363809+00:00	819ee38b56e406d76614b124316907c415cb4079a2e2549674a0fe59a5734d2c	fc88356fa804749479c915b3d2f304d5bfa6096d7bcf0242c0182f169df579c7
230	a16d2b03a7	162	stopped	Red	{"role":"Red","wire":0}	{"batch":1,"channel":"cli","command":{"action":"stop"},"draws":0,"role":"Red"}	2026-11-27T22:04:26.366134+00:00	fc88356fa804749479c915b3d2f304d5bfa6096d7bcf0242c0182f169df579c7	e39b4d853c7eabe3c741b865b265b7c86cc80c1b21b27e0a8001168c903e756e
231	a16d2b03a7	163	turn_ended	Red	{"discarded":[20],"kept":[],"role":"Red"}	{"batch":3,"channel":"cli","command":{"action":"end"},"draws":0,"role":"Red"}	2026-11-27T22:04:26.368361+00:00	e39b4d853c7eabe3c741b865b265b7c86cc80c1b21b27e0a8001168c903e756e	b52f2041bf1aad9dd60b257146977c32fd69f85b620a55137a307aad84884bf4
232	a16d2b03a7	164	dealt	Red	{"card":44,"space":10}	{"channel":"cli"}	2026-11-27T22:04:26.368361+00:00	b52f2041bf1aad9dd60b257146977c32fd69f85b620a55137a307aad84884bf4	3ffe2e0d2e4c2a89bbeec947b61965e6b013533f7db0daad42cea898c92a7732
233	a16d2b03a7	165	turn_began	Red	{"number":16,"role":"Blue"}	{"channel":"cli"}	2026-11-27T22:04:26.368361+00:00	3ffe2e0d2e4c2a89bbeec947b61965e6b013533f7db0daad42cea898c92a7732	f0e3d098b263cae786781a7f736c20191229e325804d7bfc47f21a4c069194fc
234	a16d2b03a7	166	rolled	Blue	{"dice":[3,6,3],"role":"Blue"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Blue"}	2026-11-27T22:04:26.369505+00:00	f0e3d098b263cae786781a7f736c20191229e325804d7bfc47f21a4c069194fc	0de474376c36941a1144a78907d53bf98016e5cf1c58e3d80389180b57582908
235	a16d2b03a7	167	took	Blue	{"card":4,"lost":[],"role":"Blue","space":6}	{"batch":1,"channel":"cli","command":{"action":"take","space":6},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.371066+00:00	0de474376c36941a1144a78907d53bf98016e5cf1c58e3d80389180b57582908	97f1fb1ca62477ab2949d5b80bd9029cfad27e20836419e5beb715170a496851
236	a16d2b03a7	168	stopped	Blue	{"role":"Blue","wire":0}	{"batch":1,"channel":"cli","command":{"action":"stop"},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.372931+00:00	97f1fb1ca62477ab2949d5b80bd9029cfad27e20836419e5beb715170a496851	e6465801c3b22b759ff4ff1e286598ed75b481cbed8e5b91a642ebef95e233aa
237	a16d2b03a7	169	moved	Blue	{"card":4,"from":9,"halted":false,"mines":[],"paid":0,"role":"Blue","spaces":1,"to":10,"wire":0}	{"batch":4,"channel":"cli","command":{"action":"move","card":"inf1+","mines":false,"spaces":1},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.375499+00:00	e6465801c3b22b759ff4ff1e286598ed75b481cbed8e5b91a642ebef95e233aa	25a501e8848d20f01ce74ffd9256c4aadc1b7b9c714d2be2a44611c5d99ec43f
238	a16d2b03a7	170	turn_ended	Blue	{"discarded":[],"kept":[24],"role":"Blue"}	{"channel":"cli"}	2026-11-27T22:04:26.375499+00:00	25a501e8848d20f01ce74ffd9256c4aadc1b7b9c714d2be2a44611c5d99ec43f	b12e5b088dc90235f7b40366104a0e63a6ff82391e59d2a12863d34550f8bae4
239	a16d2b03a7	171	dealt	Blue	{"card":9,"space":6}	{"channel":"cli"}	2026-11-27T22:04:26.375499+00:00	b12e5b088dc90235f7b40366104a0e63a6ff82391e59d2a12863d34550f8bae4	f07fa6999fe389df04f4b0602f99c629c8f0b66c66fb226a74c8c54dca85832e
240	a16d2b03a7	172	turn_began	Blue	{"number":17,"role":"Red"}	{"channel":"cli"}	2026-11-27T22:04:26.375499+00:00	f07fa6999fe389df04f4b0602f99c629c8f0b66c66fb226a74c8c54dca85832e	dd821226174de4b3f2675d737354eb50c9ec7ac3760cb1df503d8401d1572f30
241	a16d2b03a7	173	rolled	Red	{"dice":[5,6,4],"role":"Red"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Red"}	2026-11-27T22:04:26.378381+00:00	dd821226174de4b3f2675d737354eb50c9ec7ac3760cb1df503d8401d1572f30	866d59a68d0c84746b189f49ed1cd4eaf7489b8fda333c0e5d1dcc1591f2ec8a
242	a16d2b03a7	174	took	Red	{"card":null,"lost":[],"role":"Red","space":9}	{"batch":1,"channel":"cli","command":{"action":"take","space":9},"draws":0,"role":"Red"}	2026-11-27T22:04:26.380352+00:00	866d59a68d0c84746b189f49ed1cd4eaf7489b8fda333c0e5d1dcc1591f2ec8a	509d038159f7840c18c5b4ff60263c96067672ec6a98fe9c9e4107378bc340ff
243	a16d2b03a7	175	rolled	Red	{"dice":[5,5,1],"role":"Red"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Red"}	2026-11-27T22:04:26.382780+00:00	509d038159f7840c18c5b4ff60263c96067672ec6a98fe9c9e4107378bc340ff	f52b3b68c74723e8f4a18204c2d8f6045924e35deef5a0ed61de702347835a5c
244	a16d2b03a7	176	took	Red	{"card":44,"lost":[],"role":"Red","space":10}	{"batch":1,"channel":"cli","command":{"action":"take","space":10},"draws":0,"role":"Red"}	2026-11-27T22:04:26.383623+00:00	f52b3b68c74723e8f4a18204c2d8f6045924e35deef5a0ed61de702347835a5c	88c5698b76027cf0a91ccbd5b7f351cf41a13330cc348c4eb5243e268074737e
245	a16d2b03a7	177	rolled	Red	{"dice":[4,1,1],"role":"Red"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Red"}	2026-11-27T22:04:26.384387+00:00	88c5698b76027cf0a91ccbd5b7f351cf41a13330cc348c4eb5243e268074737e	cf2456495c6b6adb6453d6550ebdfdcc44d627cd28847b2be52ba0682e48f254
246	a16d2b03a7	178	took	Red	{"card":17,"lost":[],"role":"Red","space":5}	{"batch":1,"channel":"cli","command":{"action":"take","space":5},"draws":0,"role":"Red"}	2026-11-27T22:04:26.385383+00:00	cf2456495c6b6adb6453d6550ebdfdcc44d627cd28847b2be52ba0682e48f254	434b7a5c014aa74e5a94c9c9f661457caaaea947825a92c71d7cf150f17c459a
247	a16d2b03a7	179	stopped	Red	{"role":"Red","wire":0}	{"batch":2,"channel":"cli","command":{"action":"stop"},"draws":0,"role":"Red"}	2026-11-27T22:04:26.386325+00:00	434b7a5c014aa74e5a94c9c9f661457caaaea947825a92c71d7cf150f17c459a	20324da4733cfd50c799e2fdaf46e1577a113e2a15266daf3e8cb92f7d5a5d9f
248	a16d2b03a7	180	german	Red	{"back":0,"card":44,"lost":2,"role":"Red"}	{"channel":"cli"}	2026-11-27T22:04:26.386325+00:00	20324da4733cfd50c799e2fdaf46e1577a113e2a15266daf3e8cb92f7d5a5d9f	81cb0f527449f9b7bac19976ca16c8940796541507de01fb5d1e0cd62d394316
249	a16d2b03a7	181	moved	Red	{"card":17,"from":1,"halted":false,"mines":[],"paid":0,"role":"Red","spaces":1,"to":2,"wire":0}	{"batch":1,"channel":"cli","command":{"action":"move","card":"inf3","mines":false,"spaces":1},"draws":0,"role":"Red"}	2026-11-27T22:04:26.387506+00:00	81cb0f527449f9b7bac19976ca16c8940796541507de01fb5d1e0cd62d394316	aeb895d43f71e1e4d464a0ae3031b06136010aba0f55ca6878970cf53bd55ff3
250	a16d2b03a7	182	turn_ended	Red	{"discarded":[],"kept":[],"role":"Red"}	{"batch":4,"channel":"cli","command":{"action":"end"},"draws":0,"role":"Red"}	2026-11-27T22:04:26.388526+00:00	aeb895d43f71e1e4d464a0ae3031b06136010aba0f55ca6878970cf53bd55ff3	e69dcaedf50a76ab0102fd600f5c01e99d7bf747c5d02478e7d3bd6a32a23442
251	a16d2b03a7	183	dealt	Red	{"card":19,"space":5}	{"channel":"cli"}	2026-11-27T22:04:26.388526+00:00	e69dcaedf50a76ab0102fd600f5c01e99d7bf747c5d02478e7d3bd6a32a23442	18306150e8dd671a3ce4f7d7a7e2f1c3a83619e7dc91a92e25da775d61418cab
252	a16d2b03a7	184	dealt	Red	{"card":23,"space":10}	{"channel":"cli"}	2026-11-27T22:04:26.388526+00:00	18306150e8dd671a3ce4f7d7a7e2f1c3a83619e7dc91a92e25da775d61418cab	bafca6d0664f57a42f6373d3950800f758945c2310d9476a054423693131a149
253	a16d2b03a7	185	turn_began	Red	{"number":18,"role":"Blue"}	{"channel":"cli"}	2026-11-27T22:04:26.388526+00:00	bafca6d0664f57a42f6373d3950800f758945c2310d9476a054423693131a149	63635e9200e3685ee3832c1cbfaae0a19d65c87edd547d361d36ba8b7a11f652
254	a16d2b03a7	186	rolled	Blue	{"dice":[2,6,6],"role":"Blue"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Blue"}	2026-11-27T22:04:26.389898+00:00	63635e9200e3685ee3832c1cbfaae0a19d65c87edd547d361d36ba8b7a11f652	2ddebad8177c3659edd9bce2da85d64a25944314712a5a8c5cc985c07a7c9e42
255	a16d2b03a7	187	took	Blue	{"card":39,"lost":[],"role":"Blue","space":8}	{"batch":1,"channel":"cli","command":{"action":"take","space":8},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.390816+00:00	2ddebad8177c3659edd9bce2da85d64a25944314712a5a8c5cc985c07a7c9e42	79cf5a295c6e959d726962381902bd12ce52b22c57f2975df2da27e19367c1d4
256	a16d2b03a7	188	rolled	Blue	{"dice":[6,4,6],"role":"Blue"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Blue"}	2026-11-27T22:04:26.391617+00:00	79cf5a295c6e959d726962381902bd12ce52b22c57f2975df2da27e19367c1d4	920d37f3424b31746c6c5a5019a5b02d8261e1d55e37718516d676614e7dd9cc
257	a16d2b03a7	189	took	Blue	{"card":23,"lost":[],"role":"Blue","space":10}	{"batch":1,"channel":"cli","command":{"action":"take","space":10},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.392457+00:00	920d37f3424b31746c6c5a5019a5b02d8261e1d55e37718516d676614e7dd9cc	64a696f6ad535058310d8f28bef7f11c72dd22d71657c37ec1af5405661db4d2
258	a16d2b03a7	190	rolled	Blue	{"dice":[6,5,1],"role":"Blue"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Blue"}	2026-11-27T22:04:26.393204+00:00	64a696f6ad535058310d8f28bef7f11c72dd22d71657c37ec1af5405661db4d2	677452546eb22ddab93565e9c2ebc7ea882e2ad53e400dc84d5fd473fdcc04c4
259	a16d2b03a7	191	took	Blue	{"card":9,"lost":[],"role":"Blue","space":6}	{"batch":1,"channel":"cli","command":{"action":"take","space":6},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.394026+00:00	677452546eb22ddab93565e9c2ebc7ea882e2ad53e400dc84d5fd473fdcc04c4	043083b191cae7cd93ca82f4e26cf78da6aa87d660961c62ac5a83686d8fd4f1
260	a16d2b03a7	192	rolled	Blue	{"dice":[1,2,1],"role":"Blue"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Blue"}	2026-11-27T22:04:26.394900+00:00	043083b191cae7cd93ca82f4e26cf78da6aa87d660961c62ac5a83686d8fd4f1	bf16ba7bc315dafd435668c4e2fe2817f192475d814d2e7f7c1351810f513ab4
261	a16d2b03a7	193	took	Blue	{"card":49,"lost":[],"role":"Blue","space":3}	{"batch":1,"channel":"cli","command":{"action":"take","space":3},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.395687+00:00	bf16ba7bc315dafd435668c4e2fe2817f192475d814d2e7f7c1351810f513ab4	4cfbeb8391387b0b57255e29ae89a87665ce39f9355476f7a16e89c020be9977
262	a16d2b03a7	194	stopped	Blue	{"role":"Blue","wire":0}	{"batch":1,"channel":"cli","command":{"action":"stop"},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.396418+00:00	4cfbeb8391387b0b57255e29ae89a87665ce39f9355476f7a16e89c020be9977	5c3fa1af2f5a22cd0b55598655316f2f5ca64e7af9768cdcc72146ef6a8e1f73
263	a16d2b03a7	195	german_gas	Blue	{"card":49,"role":"Blue","victim":9}	{"batch":1,"channel":"cli","command":{"action":"discard","card":"inf2"},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.397164+00:00	5c3fa1af2f5a22cd0b55598655316f2f5ca64e7af9768cdcc72146ef6a8e1f73	62069a57ddc8bf8abc8da18e1eba651ecadba71c66aa55cc84b5f1bfa6796487
264	a16d2b03a7	196	held_fire	Blue	{"role":"Blue"}	{"batch":8,"channel":"cli","command":{"action":"skip"},"draws":0,"role":"Blue"}	2026-11-27T22:04:26.398056+00:00	62069a57ddc8bf8abc8da18e1eba651ecadba71c66aa55cc84b5f1bfa6796487	ceb78418e271e124f4b4475500b45c987d377e69ce2261d0da41f92b4a739d6c
265	a16d2b03a7	197	german	Blue	{"back":0,"card":39,"lost":1,"role":"Blue"}	{"channel":"cli"}	2026-11-27T22:04:26.398056+00:00	ceb78418e271e124f4b4475500b45c987d377e69ce2261d0da41f92b4a739d6c	1298025a23dffc5146978b916ed7b71238fbc2527741383f31f1563bb6b4c770
266	a16d2b03a7	198	turn_ended	Blue	{"discarded":[],"kept":[24,23],"role":"Blue"}	{"channel":"cli"}	2026-11-27T22:04:26.398056+00:00	1298025a23dffc5146978b916ed7b71238fbc2527741383f31f1563bb6b4c770	8453e8a46598ed4dbffd461b713b69ff520d6ab8601f949c98e78bbfa7bdcafd
267	a16d2b03a7	199	dealt	Blue	{"card":30,"space":3}	{"channel":"cli"}	2026-11-27T22:04:26.398056+00:00	8453e8a46598ed4dbffd461b713b69ff520d6ab8601f949c98e78bbfa7bdcafd	88207fda0d283707b2c4c351acfaf79e38d64b2b485cce12478ba3a74fe371f5
268	a16d2b03a7	200	dealt	Blue	{"card":8,"space":6}	{"channel":"cli"}	2026-11-27T22:04:26.398056+00:00	88207fda0d283707b2c4c351acfaf79e38d64b2b485cce12478ba3a74fe371f5	32f25ce6b87e9f2191a44dd41171b030b77bae8ee537e65d1e50e1a311b4ee75
269	a16d2b03a7	201	dealt	Blue	{"card":43,"space":8}	{"channel":"cli"}	2026-11-27T22:04:26.398056+00:00	32f25ce6b87e9f2191a44dd41171b030b77bae8ee537e65d1e50e1a311b4ee75	204747e3415eeac9c309bf0469172b9ab99d0480076130827413bc36aba42d5f
270	a16d2b03a7	202	dealt	Blue	{"card":48,"space":10}	{"channel":"cli"}	2026-11-27T22:04:26.398056+00:00	204747e3415eeac9c309bf0469172b9ab99d0480076130827413bc36aba42d5f	5ffdaf2d0002292c90e2f771b677caa8d0b1123700f7c00a547e717ed9787997
271	a16d2b03a7	203	turn_began	Blue	{"number":19,"role":"Red"}	{"channel":"cli"}	2026-11-27T22:04:26.398056+00:00	5ffdaf2d0002292c90e2f771b677caa8d0b1123700f7c00a547e717ed9787997	bf98edeb7826721b57c4b385d773401a7c4a6173376baa131eaa1fcf1bc124b4
272	a16d2b03a7	204	rolled	Red	{"dice":[2,4,5],"role":"Red"}	{"batch":1,"channel":"cli","command":{"action":"roll"},"draws":3,"role":"Red"}	2026-11-27T22:04:26.400038+00:00	bf98edeb7826721b57c4b385d773401a7c4a6173376baa131eaa1fcf1bc124b4	b75c0b8b129e988d4c585da004eb8c86464b96c38b8104dc5d0aeef67d9c2939
273	a16d2b03a7	205	took	Red	{"card":42,"lost":[],"role":"Red","space":7}	{"batch":1,"channel":"cli","command":{"action":"take","space":7},"draws":0,"role":"Red"}	2026-11-27T22:04:26.400872+00:00	b75c0b8b129e988d4c585da004eb8c86464b96c38b8104dc5d0aeef67d9c2939	17f4ecb534fb7ec1263a7d2ee3744ad331670e2ce55716aff42047b742d6340c
274	a16d2b03a7	206	stopped	Red	{"role":"Red","wire":0}	{"batch":5,"channel":"cli","command":{"action":"stop"},"draws":0,"role":"Red"}	2026-11-27T22:04:26.401728+00:00	17f4ecb534fb7ec1263a7d2ee3744ad331670e2ce55716aff42047b742d6340c	5119e9574245967ed58578b78ab3d1f38a73b2d61b4cbff90cf06b9e713eeafa
275	a16d2b03a7	207	german	Red	{"back":0,"card":42,"lost":1,"role":"Red"}	{"channel":"cli"}	2026-11-27T22:04:26.401728+00:00	5119e9574245967ed58578b78ab3d1f38a73b2d61b4cbff90cf06b9e713eeafa	ca892fd908d24c82d2df99f4629619824331f4ee975a9e2009821cf1c1b95a43
276	a16d2b03a7	208	eliminated	Red	{"role":"Red"}	{"channel":"cli"}	2026-11-27T22:04:26.401728+00:00	ca892fd908d24c82d2df99f4629619824331f4ee975a9e2009821cf1c1b95a43	734f339b41178db26f6fb9f86dd3684f98b6ff9db57205faf665d7b576c103c8
277	a16d2b03a7	209	turn_ended	Red	{"discarded":[],"kept":[],"role":"Red"}	{"channel":"cli"}	2026-11-27T22:04:26.401728+00:00	734f339b41178db26f6fb9f86dd3684f98b6ff9db57205faf665d7b576c103c8	31f6a7f5079cff5e05185cf17b3638e768a387e4eeed1ec80e745ae0aa23632f
278	a16d2b03a7	210	game_over	Red	{"reason":"the other player lost all his troops","winners":["Blue"]}	{"channel":"cli"}	2026-11-27T22:04:26.401728+00:00	31f6a7f5079cff5e05185cf17b3638e768a387e4eeed1ec80e745ae0aa23632f	673926c2ca715a09cfc7ea62af5cecdaa5b817df2db2f7ba3f79f5201c447079
279	a16d2b03a7	211	game.ended	\N	{"outcome":{"reason":"the other player lost all his troops","winners":["Blue"]}}	{"channel":"cli"}	2026-11-27T22:04:26.401728+00:00	673926c2ca715a09cfc7ea62af5cecdaa5b817df2db2f7ba3f79f5201c447079	30218abbd2e4566d8541f351377a9456f839afd8f5c13479f2d1e4db79c28d2d
280	a16d2b03a7	212	game.revealed	\N	{"seed":"c51dd657ca80fb4ba38d252ebff579480a99979132038ce4ac36973fd1ed81a1"}	{"channel":"cli"}	2026-11-27T22:04:26.401728+00:00	30218abbd2e4566d8541f351377a9456f839afd8f5c13479f2d1e4db79c28d2d	01b158c0953fafc1a6934731df48b5169c59b65fd9edf2bca3d3bfaa21d415dc
281	88a41f34cf	0	game.created	\N	{"entropy":"2dba5dbc339e7316aea2683faf839c1b7b1ee2313db792112588118df066aa35","kind":"rhine","options":{"basic":false,"commanders":null,"common_deck":false,"fair_play":false,"seats":2,"solo":null,"veteran":[],"weather":false},"rules_version":"2","seats":[{"name":"Ann","role":"Brad"},{"name":"Bob","role":"Patton"}],"seed_commitment":"c5d85f7290673835a13a352f20e70c898e29cd07981ac0d4193a60316d269207","title":"1944: Race to the Rhine"}	{"batch":0}	2026-11-27T22:04:26.476406+00:00	0000000000000000000000000000000000000000000000000000000000000000	74d5b1118c1b36341ba0d2cbec6c8c3a19922abcde29942505d58487203ba3fb
282	88a41f34cf	1	started	\N	{"absent":"R","airborne":[],"airborne_track":4,"antwerpen":false,"areas":{},"arrows":{},"axis":[],"axis_box":0,"axis_pool":18,"bonus_given":false,"colour":{"Brad":"W","Patton":"B"},"control":{"'s-Hertogenbosch":"R","Abbeville":"R","Amiens":"R","Antwerpen":"R","Arras":"R","Beauvais":"R","Bergen op Zoom":"R","Boulogne":"R","Breda":"R","Breskens":"R","Brugge":"R","Bruxelles":"R","Calais":"R","Dienst":"R","Dieppe":"R","Dunkerque":"R","Eindhoven":"R","Geldern":"R","Gent":"R","Goes":"R","Hasselt":"R","Kleve":"R","Kortrijk":"R","Le Havre":"R","Leuven":"R","Lille":"R","Maastricht":"R","Neufchâtel":"R","Nijmegen":"R","Ostende":"R","Rheinhausen":"R","Rheydt":"R","Roermond":"R","Ronse":"R","Rotterdam":"R","Rouen":"R","St-Omer":"R","Tournai":"R","Turnhout":"R","Venlo":"R","Vlissingen":"R","Ypres":"R","Yvetot":"R"},"corps":{"V":{"ammo":2,"area":"Paris","food":1,"gas":3,"grounded":false},"VII":{"ammo":1,"area":"Melun","food":1,"gas":2,"grounded":false},"XII":{"ammo":0,"area":"Troyes","food":1,"gas":3,"grounded":false},"XIX":{"ammo":1,"area":"Mantes","food":1,"gas":2,"grounded":false},"XV":{"ammo":1,"area":"Sens","food":1,"gas":2,"grounded":false},"XX":{"ammo":1,"area":"Montereau","food":1,"gas":2,"grounded":false}},"decks":{"B":["B07","B02","B03","B17","B08","B16","B11","B01","B06","B05","B12","B09","B10","B20","B15","B22","B13","B18","B14","B21","B19","B04"],"W":["W04","W16","W06","W08","W19","W01","W20","W03","W02","W21","W15","W11","W09","W07","W18","W14","W17","W10","W05","W22","W13","W12"],"X":["X17","X23","X15","X13","X22","X14","X20","X09","X12","X19","X05","X07","X18","X01","X16","X24","X02","X03","X06","X08","X04","X21","X10","X11"]},"discards":{"B":[],"W":[],"X":[]},"final_round":false,"interphases":0,"medal_areas":{"Brad":[],"Patton":[]},"medal_pool":20,"metz_marker":null,"no_encircle":[],"options":{"basic":false,"commanders":["Brad","Patton"],"common_deck":false,"fair_play":false,"seats":2,"solo":null,"veteran":[],"weather":false},"order":["Patton","Brad"],"ostende_used":false,"out":[],"outcome":null,"peeks":{"Brad":{},"Patton":{}},"players":{"Brad":{"air":null,"commander":true,"kept":[],"level":2,"medals":0,"trucks":6,"won":[]},"Patton":{"air":null,"commander":true,"kept":[],"level":1,"medals":0,"trucks":6,"won":[]}},"pool":{"ammo":18,"food":13,"gas":15},"removed":[],"roles":["Brad","Patton"],"round":0,"stock":{"ammo":6,"food":6,"gas":6},"trucks":{"reserve":14,"stock":6},"weather":null}	{"batch":2,"setup":true}	2026-11-27T22:04:26.476406+00:00	74d5b1118c1b36341ba0d2cbec6c8c3a19922abcde29942505d58487203ba3fb	b6b0bf07b81c47b661f55f458a5e52297892eccd71a57af2915aca58396312d6
283	88a41f34cf	2	turn_began	\N	{"number":1,"role":"Patton","round":1}	{}	2026-11-27T22:04:26.476406+00:00	b6b0bf07b81c47b661f55f458a5e52297892eccd71a57af2915aca58396312d6	3498d6324dc4ce8a204e58a34242999692e423feec03f18896c6c80260bd64c0
284	88a41f34cf	3	action_began	Patton	{"action":"trucks","role":"Patton","via":"action"}	{"batch":3,"channel":"cli","command":{"action":"trucks","n":1},"draws":0,"role":"Patton"}	2026-11-27T22:04:26.479590+00:00	3498d6324dc4ce8a204e58a34242999692e423feec03f18896c6c80260bd64c0	f32ad6ccf21f50661f440623d4cd939ff32a98f94de06df2a0a411f4ca625878
285	88a41f34cf	4	trucks_taken	Patton	{"n":1,"role":"Patton","trucks":[["stock","p:Patton",1]]}	{"channel":"cli"}	2026-11-27T22:04:26.479590+00:00	f32ad6ccf21f50661f440623d4cd939ff32a98f94de06df2a0a411f4ca625878	c4898d4045f90486a56c0406632375c0a781680bb403ce9f6bc05ff4668444f2
286	88a41f34cf	5	action_ended	Patton	{"role":"Patton"}	{"channel":"cli"}	2026-11-27T22:04:26.479590+00:00	c4898d4045f90486a56c0406632375c0a781680bb403ce9f6bc05ff4668444f2	73b2743724d0b26f3696107ad8f592b334e2d0f428a914d942f795f6582009b2
287	88a41f34cf	6	action_began	Patton	{"action":"air","role":"Patton","via":"action"}	{"batch":3,"channel":"cli","command":{"action":"air","commander":false,"deck":"axis"},"draws":0,"role":"Patton"}	2026-11-27T22:04:26.480854+00:00	73b2743724d0b26f3696107ad8f592b334e2d0f428a914d942f795f6582009b2	4fb61dc4d88a6a3d6faa285cc63094650f322e1a2600a2fa54ad612440a5495c
288	88a41f34cf	7	air_support	Patton	{"card":"X17","deck":"X","role":"Patton"}	{"channel":"cli"}	2026-11-27T22:04:26.480854+00:00	4fb61dc4d88a6a3d6faa285cc63094650f322e1a2600a2fa54ad612440a5495c	877b191f1eeac8e99a565fe3e5419cf00fbd667bae99deab5580f7a0d7d3179d
289	88a41f34cf	8	action_ended	Patton	{"role":"Patton"}	{"channel":"cli"}	2026-11-27T22:04:26.480854+00:00	877b191f1eeac8e99a565fe3e5419cf00fbd667bae99deab5580f7a0d7d3179d	b898fdd32d2cce996cce426beecb42f970b3d450d4a9417fd31a29a16854ab4b
290	88a41f34cf	9	loaded	Patton	{"area":"Troyes","corps":"XII","role":"Patton","transfers":[["c:XII","a:Troyes",{"food":1}]],"unload":true}	{"batch":1,"channel":"cli","command":{"action":"unload","corps":"XII","kind":"food","n":1},"draws":0,"role":"Patton"}	2026-11-27T22:04:26.481987+00:00	b898fdd32d2cce996cce426beecb42f970b3d450d4a9417fd31a29a16854ab4b	5d9a1d9c47cf5c6c5b8fbef41e4bf582773d7c37c457e7174595f17aa2966865
291	88a41f34cf	10	loaded	Patton	{"area":"Sens","corps":"XV","role":"Patton","transfers":[["c:XV","a:Sens",{"food":1}]],"unload":true}	{"batch":1,"channel":"cli","command":{"action":"unload","corps":"XV","kind":"food","n":1},"draws":0,"role":"Patton"}	2026-11-27T22:04:26.482980+00:00	5d9a1d9c47cf5c6c5b8fbef41e4bf582773d7c37c457e7174595f17aa2966865	837fcdf47eccdef60b98b9962627414f3e484f029b0d039b91825fbbc1a57d31
292	88a41f34cf	11	loaded	Patton	{"area":"Sens","corps":"XV","role":"Patton","transfers":[["c:XV","a:Sens",{"ammo":1}]],"unload":true}	{"batch":1,"channel":"cli","command":{"action":"unload","corps":"XV","kind":"ammo","n":1},"draws":0,"role":"Patton"}	2026-11-27T22:04:26.483979+00:00	837fcdf47eccdef60b98b9962627414f3e484f029b0d039b91825fbbc1a57d31	609086c8a45954c5ec1f3188b440731901f2e1ccfd0e3094fe0b2b54f3bce221
293	88a41f34cf	12	loaded	Patton	{"area":"Sens","corps":"XV","role":"Patton","transfers":[["c:XV","a:Sens",{"gas":2}]],"unload":true}	{"batch":1,"channel":"cli","command":{"action":"unload","corps":"XV","kind":"gas","n":2},"draws":0,"role":"Patton"}	2026-11-27T22:04:26.485144+00:00	609086c8a45954c5ec1f3188b440731901f2e1ccfd0e3094fe0b2b54f3bce221	aea4ef73e9415d1fbcc00be6cd96be48867741585601ac0d49d324715b6299a1
294	88a41f34cf	13	loaded	Patton	{"area":"Montereau","corps":"XX","role":"Patton","transfers":[["c:XX","a:Montereau",{"gas":2}]],"unload":true}	{"batch":1,"channel":"cli","command":{"action":"unload","corps":"XX","kind":"gas","n":2},"draws":0,"role":"Patton"}	2026-11-27T22:04:26.486243+00:00	aea4ef73e9415d1fbcc00be6cd96be48867741585601ac0d49d324715b6299a1	d9e9e39d9e895e6363a01efbaf6c494040399bca5331d7e854e2b4d18aece105
295	88a41f34cf	14	loaded	Patton	{"area":"Montereau","corps":"XX","role":"Patton","transfers":[["c:XX","a:Montereau",{"food":1}]],"unload":true}	{"batch":1,"channel":"cli","command":{"action":"unload","corps":"XX","kind":"food","n":1},"draws":0,"role":"Patton"}	2026-11-27T22:04:26.487319+00:00	d9e9e39d9e895e6363a01efbaf6c494040399bca5331d7e854e2b4d18aece105	14cee2e0c3aadaf26b94936c6020d6da8c674114aa2826e870d4a9b8eb4f85da
296	88a41f34cf	15	loaded	Patton	{"area":"Montereau","corps":"XX","role":"Patton","transfers":[["a:Montereau","c:XX",{"gas":1}]],"unload":false}	{"batch":1,"channel":"cli","command":{"action":"load","corps":"XX","kind":"gas","n":1},"draws":0,"role":"Patton"}	2026-11-27T22:04:26.488362+00:00	14cee2e0c3aadaf26b94936c6020d6da8c674114aa2826e870d4a9b8eb4f85da	07eef39c82ca66bdd65fad2a11ce22d4f30586564874993a0fb105d16ece7152
297	88a41f34cf	16	action_began	Patton	{"action":"move","role":"Patton","via":"commander"}	{"batch":2,"channel":"cli","command":{"action":"move","commander":true,"corps":"XV","path":[]},"draws":0,"role":"Patton"}	2026-11-27T22:04:26.489695+00:00	07eef39c82ca66bdd65fad2a11ce22d4f30586564874993a0fb105d16ece7152	bf052fabc21014beb8cc0b4e2349dc1a42d089a9a2c0a4a8d03414601b0ebb3e
298	88a41f34cf	17	corps_activated	Patton	{"corps":"XV","role":"Patton","transfers":[["a:Sens","pool",{"gas":1}]]}	{"channel":"cli"}	2026-11-27T22:04:26.489695+00:00	bf052fabc21014beb8cc0b4e2349dc1a42d089a9a2c0a4a8d03414601b0ebb3e	739ec4e25baef3bf0e121296d9e5771d5fef086cdd4dc3bcfcf539f377f416c0
299	88a41f34cf	18	loaded	Patton	{"area":"Sens","corps":"XV","role":"Patton","transfers":[["a:Sens","c:XV",{"gas":1}]],"unload":false}	{"batch":1,"channel":"cli","command":{"action":"load","corps":"XV","kind":"gas","n":1},"draws":0,"role":"Patton"}	2026-11-27T22:04:26.491493+00:00	739ec4e25baef3bf0e121296d9e5771d5fef086cdd4dc3bcfcf539f377f416c0	34e5bbb6b2ac8e257ba8758c12b06cfe37980432d9db8f5e30c71b6a2f95fe84
300	88a41f34cf	19	move_ended	Patton	{"corps":"XV","role":"Patton"}	{"batch":3,"channel":"cli","command":{"action":"stop"},"draws":0,"role":"Patton"}	2026-11-27T22:04:26.492793+00:00	34e5bbb6b2ac8e257ba8758c12b06cfe37980432d9db8f5e30c71b6a2f95fe84	6afffb64b8000ab3b879a9e77338b390c1e2843b9a6fedd7ef7df7d2ae08c7f2
301	88a41f34cf	20	action_ended	Patton	{"role":"Patton"}	{"channel":"cli"}	2026-11-27T22:04:26.492793+00:00	6afffb64b8000ab3b879a9e77338b390c1e2843b9a6fedd7ef7df7d2ae08c7f2	8a8db71add05c84a37e649abc3ac7188c9d4e19a4673e05db767c6f8b757755d
302	88a41f34cf	21	turn_ended	Patton	{"discarded":[],"role":"Patton"}	{"channel":"cli"}	2026-11-27T22:04:26.492793+00:00	8a8db71add05c84a37e649abc3ac7188c9d4e19a4673e05db767c6f8b757755d	9168507b0ef7aba28df61c1dca99b759cd2d2f547559afbeb34c516f6c9b32ca
303	88a41f34cf	22	axis_placed	Patton	{"area":"Duisburg","role":"Patton"}	{"batch":3,"channel":"cli","command":{"action":"axis","area":"Duisburg"},"draws":0,"role":"Patton"}	2026-11-27T22:04:26.494170+00:00	9168507b0ef7aba28df61c1dca99b759cd2d2f547559afbeb34c516f6c9b32ca	ad1ed1606faf33709d47372f8a6ac76beb23b31405c2b6fa1c2b3e18cff990d0
304	88a41f34cf	23	reaction_done	Patton	{"role":"Patton"}	{"channel":"cli"}	2026-11-27T22:04:26.494170+00:00	ad1ed1606faf33709d47372f8a6ac76beb23b31405c2b6fa1c2b3e18cff990d0	176055cc35b6cbaf9168c57202f9170b9e14e25118daff1ddf2c265455e219e9
305	88a41f34cf	24	turn_began	Patton	{"number":2,"role":"Brad","round":1}	{"channel":"cli"}	2026-11-27T22:04:26.494170+00:00	176055cc35b6cbaf9168c57202f9170b9e14e25118daff1ddf2c265455e219e9	5ecf72fc1ba55c32008025185f3daf73e16462cb4c3b9246271245b63a1c318c
306	88a41f34cf	25	loaded	Brad	{"area":"Paris","corps":"V","role":"Brad","transfers":[["c:V","a:Paris",{"ammo":2}]],"unload":true}	{"batch":1,"channel":"cli","command":{"action":"unload","corps":"V","kind":"ammo","n":2},"draws":0,"role":"Brad"}	2026-11-27T22:04:26.496192+00:00	5ecf72fc1ba55c32008025185f3daf73e16462cb4c3b9246271245b63a1c318c	b764d7dce2c82853765ef36503269bcad304c00ae9965f80cda78b8bedaca5c3
307	88a41f34cf	26	action_began	Brad	{"action":"air","role":"Brad","via":"commander"}	{"batch":3,"channel":"cli","command":{"action":"air","commander":true,"deck":"pursuit"},"draws":0,"role":"Brad"}	2026-11-27T22:04:26.497245+00:00	b764d7dce2c82853765ef36503269bcad304c00ae9965f80cda78b8bedaca5c3	9abd702cde622aabb9d01364358f890ff5f12b4583ef1d9488a98bef4677a900
308	88a41f34cf	27	air_support	Brad	{"card":"W04","deck":"W","role":"Brad"}	{"channel":"cli"}	2026-11-27T22:04:26.497245+00:00	9abd702cde622aabb9d01364358f890ff5f12b4583ef1d9488a98bef4677a900	66823dde0c0b9862666b29b2d220ff1b38bc3bd530319a72a8c49b24dc35ec08
309	88a41f34cf	28	action_ended	Brad	{"role":"Brad"}	{"channel":"cli"}	2026-11-27T22:04:26.497245+00:00	66823dde0c0b9862666b29b2d220ff1b38bc3bd530319a72a8c49b24dc35ec08	38df46a3a2da72798d99f8448d86e6784d953099a5a805866dbc85bf33973b5d
310	88a41f34cf	29	loaded	Brad	{"area":"Melun","corps":"VII","role":"Brad","transfers":[["c:VII","a:Melun",{"ammo":1}]],"unload":true}	{"batch":1,"channel":"cli","command":{"action":"unload","corps":"VII","kind":"ammo","n":1},"draws":0,"role":"Brad"}	2026-11-27T22:04:26.498539+00:00	38df46a3a2da72798d99f8448d86e6784d953099a5a805866dbc85bf33973b5d	1fa2a1e2799011386b713e7d177f5a7f59b10266f92b3d225c8ca791d1e82958
311	88a41f34cf	30	action_began	Brad	{"action":"trucks","role":"Brad","via":"action"}	{"batch":3,"channel":"cli","command":{"action":"trucks","n":3},"draws":0,"role":"Brad"}	2026-11-27T22:04:26.499555+00:00	1fa2a1e2799011386b713e7d177f5a7f59b10266f92b3d225c8ca791d1e82958	f8d91db86317dece219f1106509aeac30b0beaed4832d99bf288955a60d9849e
312	88a41f34cf	31	trucks_taken	Brad	{"n":3,"role":"Brad","trucks":[["stock","p:Brad",3]]}	{"channel":"cli"}	2026-11-27T22:04:26.499555+00:00	f8d91db86317dece219f1106509aeac30b0beaed4832d99bf288955a60d9849e	0b14aacd2213b75cbb2b18ffacab73d525be3723f63e578336c68282a2af086c
313	88a41f34cf	32	action_ended	Brad	{"role":"Brad"}	{"channel":"cli"}	2026-11-27T22:04:26.499555+00:00	0b14aacd2213b75cbb2b18ffacab73d525be3723f63e578336c68282a2af086c	d2962fda395ace2e8462173080d0f4877302b48f31fe40c82f413b22fba0f9ac
314	88a41f34cf	33	loaded	Brad	{"area":"Paris","corps":"V","role":"Brad","transfers":[["a:Paris","c:V",{"ammo":2}]],"unload":false}	{"batch":1,"channel":"cli","command":{"action":"load","corps":"V","kind":"ammo","n":2},"draws":0,"role":"Brad"}	2026-11-27T22:04:26.500696+00:00	d2962fda395ace2e8462173080d0f4877302b48f31fe40c82f413b22fba0f9ac	bcf14faa0791d05ae6b60986aa6e0b5f8a263907ef38d45c05ffd27b4cf5e9fd
315	88a41f34cf	34	loaded	Brad	{"area":"Melun","corps":"VII","role":"Brad","transfers":[["c:VII","a:Melun",{"gas":2}]],"unload":true}	{"batch":1,"channel":"cli","command":{"action":"unload","corps":"VII","kind":"gas","n":2},"draws":0,"role":"Brad"}	2026-11-27T22:04:26.501691+00:00	bcf14faa0791d05ae6b60986aa6e0b5f8a263907ef38d45c05ffd27b4cf5e9fd	2679523332933255a1845e1b2785e28e3ccace3a67fd9d506ee667ee21c4ddf6
316	88a41f34cf	35	loaded	Brad	{"area":"Paris","corps":"V","role":"Brad","transfers":[["c:V","a:Paris",{"gas":3}]],"unload":true}	{"batch":1,"channel":"cli","command":{"action":"unload","corps":"V","kind":"gas","n":3},"draws":0,"role":"Brad"}	2026-11-27T22:04:26.502745+00:00	2679523332933255a1845e1b2785e28e3ccace3a67fd9d506ee667ee21c4ddf6	5be88b5205b00c2294e0a250031ce91f0a0019820ed5f40467d94a0d24576c3c
317	88a41f34cf	36	loaded	Brad	{"area":"Paris","corps":"V","role":"Brad","transfers":[["a:Paris","c:V",{"gas":1}]],"unload":false}	{"batch":1,"channel":"cli","command":{"action":"load","corps":"V","kind":"gas","n":1},"draws":0,"role":"Brad"}	2026-11-27T22:04:26.503708+00:00	5be88b5205b00c2294e0a250031ce91f0a0019820ed5f40467d94a0d24576c3c	f435d09057b909ee2f9d2356870a558e92c6479221c8f671fceab302523aa8c7
318	88a41f34cf	37	action_began	Brad	{"action":"supply","role":"Brad","via":"action"}	{"batch":4,"channel":"cli","command":{"action":"supply","area":"Chartres","extra":[],"set":"basic"},"draws":0,"role":"Brad"}	2026-11-27T22:04:26.504893+00:00	f435d09057b909ee2f9d2356870a558e92c6479221c8f671fceab302523aa8c7	fe444325cd271eff2aa5d80ac84e001369b70bf6d2fa0a3c410c1e019221e633
319	88a41f34cf	38	supply_taken	Brad	{"area":"Chartres","commander":false,"extra":[],"limited":false,"ostende":false,"role":"Brad","set":"basic","transfers":[["pool","a:Chartres",{"ammo":1,"food":1,"gas":1}]]}	{"channel":"cli"}	2026-11-27T22:04:26.504893+00:00	fe444325cd271eff2aa5d80ac84e001369b70bf6d2fa0a3c410c1e019221e633	127ad0a0147058f24384e6689126bf3846df7f203da0b840a20b38df02ed68eb
320	88a41f34cf	39	action_ended	Brad	{"role":"Brad"}	{"channel":"cli"}	2026-11-27T22:04:26.504893+00:00	127ad0a0147058f24384e6689126bf3846df7f203da0b840a20b38df02ed68eb	a5e16fd17bdd1e574ffd9fe2178023b091fb4c2e0cd2f33c02617db9ce5dcbcd
321	88a41f34cf	40	turn_ended	Brad	{"discarded":[],"role":"Brad"}	{"channel":"cli"}	2026-11-27T22:04:26.504893+00:00	a5e16fd17bdd1e574ffd9fe2178023b091fb4c2e0cd2f33c02617db9ce5dcbcd	6c73b7a8a48c5f9598b7358c8c1e2b762f01137de6139bf772878326649d74d2
322	88a41f34cf	41	axis_placed	Brad	{"area":"Köln","role":"Brad"}	{"batch":3,"channel":"cli","command":{"action":"axis","area":"Köln"},"draws":0,"role":"Brad"}	2026-11-27T22:04:26.506222+00:00	6c73b7a8a48c5f9598b7358c8c1e2b762f01137de6139bf772878326649d74d2	18999eb05f29c0401a62acbdda148285430f5e0930716bcaf24904b5e2458455
323	88a41f34cf	42	reaction_done	Brad	{"role":"Brad"}	{"channel":"cli"}	2026-11-27T22:04:26.506222+00:00	18999eb05f29c0401a62acbdda148285430f5e0930716bcaf24904b5e2458455	6751cd773db692dd12be4b9a9c3c9589cce1fb154b407a5f64495b17f3c03924
324	88a41f34cf	43	turn_began	Brad	{"number":3,"role":"Patton","round":2}	{"channel":"cli"}	2026-11-27T22:04:26.506222+00:00	6751cd773db692dd12be4b9a9c3c9589cce1fb154b407a5f64495b17f3c03924	82155abae9a1e3e378ac5c860b688614a9a40a1f8762e81443006917276ccd2e
325	88a41f34cf	44	loaded	Patton	{"area":"Montereau","corps":"XX","role":"Patton","transfers":[["a:Montereau","c:XX",{"gas":1}]],"unload":false}	{"batch":1,"channel":"cli","command":{"action":"load","corps":"XX","kind":"gas","n":1},"draws":0,"role":"Patton"}	2026-11-27T22:04:26.507719+00:00	82155abae9a1e3e378ac5c860b688614a9a40a1f8762e81443006917276ccd2e	df3afa6fc01f028fdee544e19fcb60f3fc91025df134cf4f72c8b62ab0ac48d1
326	88a41f34cf	45	loaded	Patton	{"area":"Montereau","corps":"XX","role":"Patton","transfers":[["c:XX","a:Montereau",{"gas":2}]],"unload":true}	{"batch":1,"channel":"cli","command":{"action":"unload","corps":"XX","kind":"gas","n":2},"draws":0,"role":"Patton"}	2026-11-27T22:04:26.508758+00:00	df3afa6fc01f028fdee544e19fcb60f3fc91025df134cf4f72c8b62ab0ac48d1	c6f7b8112d0c0504497b83ca422af72ae32431856ac63bce1beb9b06a5acfa6c
327	88a41f34cf	46	loaded	Patton	{"area":"Montereau","corps":"XX","role":"Patton","transfers":[["a:Montereau","c:XX",{"gas":1}]],"unload":false}	{"batch":1,"channel":"cli","command":{"action":"load","corps":"XX","kind":"gas","n":1},"draws":0,"role":"Patton"}	2026-11-27T22:04:26.509878+00:00	c6f7b8112d0c0504497b83ca422af72ae32431856ac63bce1beb9b06a5acfa6c	bf7946fd533500498c3b183bbdb7372a5184f94eb44fbabfacc469bb084279ff
328	88a41f34cf	47	loaded	Patton	{"area":"Sens","corps":"XV","role":"Patton","transfers":[["a:Sens","c:XV",{"food":1}]],"unload":false}	{"batch":1,"channel":"cli","command":{"action":"load","corps":"XV","kind":"food","n":1},"draws":0,"role":"Patton"}	2026-11-27T22:04:26.510931+00:00	bf7946fd533500498c3b183bbdb7372a5184f94eb44fbabfacc469bb084279ff	97cd5c828e24d69025ac1720b9c3e4ff9972e0d7b65942387c8e578f539884ab
329	88a41f34cf	48	loaded	Patton	{"area":"Montereau","corps":"XX","role":"Patton","transfers":[["a:Montereau","c:XX",{"food":1}]],"unload":false}	{"batch":1,"channel":"cli","command":{"action":"load","corps":"XX","kind":"food","n":1},"draws":0,"role":"Patton"}	2026-11-27T22:04:26.511823+00:00	97cd5c828e24d69025ac1720b9c3e4ff9972e0d7b65942387c8e578f539884ab	a26278d0a313ed1e064ea846c9f8d28317d80759a2a5bd36a407fb641cd54ad4
330	88a41f34cf	49	action_began	Patton	{"action":"trucks","role":"Patton","via":"action"}	{"batch":3,"channel":"cli","command":{"action":"trucks","n":1},"draws":0,"role":"Patton"}	2026-11-27T22:04:26.513188+00:00	a26278d0a313ed1e064ea846c9f8d28317d80759a2a5bd36a407fb641cd54ad4	26dd9886b23b6b3c356822f7ffc14cdd4f1131db6154b91a6ab7731fe6aba73b
331	88a41f34cf	50	trucks_taken	Patton	{"n":1,"role":"Patton","trucks":[["stock","p:Patton",1]]}	{"channel":"cli"}	2026-11-27T22:04:26.513188+00:00	26dd9886b23b6b3c356822f7ffc14cdd4f1131db6154b91a6ab7731fe6aba73b	6a5206d5176ce6ba419b69fb43bd8914b6d9e667c0c59ce4257aef024cb037d3
332	88a41f34cf	51	action_ended	Patton	{"role":"Patton"}	{"channel":"cli"}	2026-11-27T22:04:26.513188+00:00	6a5206d5176ce6ba419b69fb43bd8914b6d9e667c0c59ce4257aef024cb037d3	aa29a708b0962c1036a734eedea44fe8f3842f95003974d2e9e2de0137835b14
333	88a41f34cf	52	loaded	Patton	{"area":"Troyes","corps":"XII","role":"Patton","transfers":[["a:Troyes","c:XII",{"food":1}]],"unload":false}	{"batch":1,"channel":"cli","command":{"action":"load","corps":"XII","kind":"food","n":1},"draws":0,"role":"Patton"}	2026-11-27T22:04:26.515964+00:00	aa29a708b0962c1036a734eedea44fe8f3842f95003974d2e9e2de0137835b14	d10c2fb557a606dfd45fd836c341dee5235aad9c28f06a656e6c54c908931800
334	88a41f34cf	53	loaded	Patton	{"area":"Troyes","corps":"XII","role":"Patton","transfers":[["c:XII","a:Troyes",{"gas":3}]],"unload":true}	{"batch":1,"channel":"cli","command":{"action":"unload","corps":"XII","kind":"gas","n":3},"draws":0,"role":"Patton"}	2026-11-27T22:04:26.518665+00:00	d10c2fb557a606dfd45fd836c341dee5235aad9c28f06a656e6c54c908931800	8fd97ebc3c48ac23b8c26c30bc1313d307a385a8ef69b84eb992d93a2ea5d649
371	c121d6ffed	20	action_ended	Brad	{"role":"Brad"}	{"channel":"cli"}	2026-11-27T22:04:26.547143+00:00	f2f269de4c2c8e6bde08e7c17ef8e96bdff5d23c1315b57c27b670d8dd1ece9c	76e1f5eb908b1a601eec99c49c2e485c46440637659ed7c584abb18c01865de9
335	88a41f34cf	54	loaded	Patton	{"area":"Troyes","corps":"XII","role":"Patton","transfers":[["a:Troyes","c:XII",{"gas":3}]],"unload":false}	{"batch":1,"channel":"cli","command":{"action":"load","corps":"XII","kind":"gas","n":3},"draws":0,"role":"Patton"}	2026-11-27T22:04:26.520759+00:00	8fd97ebc3c48ac23b8c26c30bc1313d307a385a8ef69b84eb992d93a2ea5d649	c70348f94278b1e9fc2e3097e59969b1c17064672c3164d121bd92d07ad1adbc
336	88a41f34cf	55	action_began	Patton	{"action":"supply","role":"Patton","via":"action"}	{"batch":4,"channel":"cli","command":{"action":"supply","area":"Orléans","extra":[],"set":"ammo"},"draws":0,"role":"Patton"}	2026-11-27T22:04:26.522208+00:00	c70348f94278b1e9fc2e3097e59969b1c17064672c3164d121bd92d07ad1adbc	78661176053a2ae670533c7e875d9be981a50e66d1cac1504ec7adb50ba4e064
337	88a41f34cf	56	supply_taken	Patton	{"area":"Orléans","commander":false,"extra":[],"limited":false,"ostende":false,"role":"Patton","set":"ammo","transfers":[["stock","a:Orléans",{"ammo":3}]]}	{"channel":"cli"}	2026-11-27T22:04:26.522208+00:00	78661176053a2ae670533c7e875d9be981a50e66d1cac1504ec7adb50ba4e064	5c3ddb204e2c09c8b2a236e9140ddc2e8b8d85287224791bb39ba5def0a0b048
338	88a41f34cf	57	action_ended	Patton	{"role":"Patton"}	{"channel":"cli"}	2026-11-27T22:04:26.522208+00:00	5c3ddb204e2c09c8b2a236e9140ddc2e8b8d85287224791bb39ba5def0a0b048	5717c8a33c526a60aa24ef2edf1dafb3b174bc6a997d98a1d0d788bf2b56df29
339	88a41f34cf	58	turn_ended	Patton	{"discarded":[],"role":"Patton"}	{"channel":"cli"}	2026-11-27T22:04:26.522208+00:00	5717c8a33c526a60aa24ef2edf1dafb3b174bc6a997d98a1d0d788bf2b56df29	ba5b96824840edec057e3bbe6f71f65ebbc3345e2264251a9f86b6cfe951ba90
340	88a41f34cf	59	axis_placed	Patton	{"area":"Bad Kreuznach","role":"Patton"}	{"batch":3,"channel":"cli","command":{"action":"axis","area":"Bad Kreuznach"},"draws":0,"role":"Patton"}	2026-11-27T22:04:26.525162+00:00	ba5b96824840edec057e3bbe6f71f65ebbc3345e2264251a9f86b6cfe951ba90	0b10388142abec83fda26d81ab018fbf11d0a95fc1c61bec6c2ccad63afcb1ce
341	88a41f34cf	60	reaction_done	Patton	{"role":"Patton"}	{"channel":"cli"}	2026-11-27T22:04:26.525162+00:00	0b10388142abec83fda26d81ab018fbf11d0a95fc1c61bec6c2ccad63afcb1ce	8cdad0640805713f3f9b0bbe73533ae2f2a5ce082496b3833815f452281ff9b7
342	88a41f34cf	61	turn_began	Patton	{"number":4,"role":"Brad","round":2}	{"channel":"cli"}	2026-11-27T22:04:26.525162+00:00	8cdad0640805713f3f9b0bbe73533ae2f2a5ce082496b3833815f452281ff9b7	eacb73a1f4d23de89628aee7b4e4461d97fb2026a6d8965c51dd3b402f4f2663
343	88a41f34cf	62	loaded	Brad	{"area":"Melun","corps":"VII","role":"Brad","transfers":[["a:Melun","c:VII",{"ammo":1}]],"unload":false}	{"batch":1,"channel":"cli","command":{"action":"load","corps":"VII","kind":"ammo","n":1},"draws":0,"role":"Brad"}	2026-11-27T22:04:26.528503+00:00	eacb73a1f4d23de89628aee7b4e4461d97fb2026a6d8965c51dd3b402f4f2663	b9a3f5e282ec4797831537906a227ceac6dc070a390284f5ba6131ca4bcef390
344	88a41f34cf	63	loaded	Brad	{"area":"Paris","corps":"V","role":"Brad","transfers":[["c:V","a:Paris",{"ammo":2}]],"unload":true}	{"batch":1,"channel":"cli","command":{"action":"unload","corps":"V","kind":"ammo","n":2},"draws":0,"role":"Brad"}	2026-11-27T22:04:26.532002+00:00	b9a3f5e282ec4797831537906a227ceac6dc070a390284f5ba6131ca4bcef390	08bce4b7b868c77a5cb0c249131e97053263e5394ffda686509254ff7c7d2a45
345	88a41f34cf	64	loaded	Brad	{"area":"Paris","corps":"V","role":"Brad","transfers":[["a:Paris","c:V",{"ammo":2}]],"unload":false}	{"batch":1,"channel":"cli","command":{"action":"load","corps":"V","kind":"ammo","n":2},"draws":0,"role":"Brad"}	2026-11-27T22:04:26.534114+00:00	08bce4b7b868c77a5cb0c249131e97053263e5394ffda686509254ff7c7d2a45	1e973d20bec69a78cbe55e2d957b2631e4928c4e036db5c7f8e7be6d799cd6ba
346	88a41f34cf	65	action_began	Brad	{"action":"supply","role":"Brad","via":"action"}	{"batch":3,"channel":"cli","command":{"action":"supply","area":"Chartres","extra":[],"set":"basic"},"draws":0,"role":"Brad"}	2026-11-27T22:04:26.535534+00:00	1e973d20bec69a78cbe55e2d957b2631e4928c4e036db5c7f8e7be6d799cd6ba	f1ffcc645dca11d590d19e2df0d567981f13b2999dc2146579dca66970e7c8af
347	88a41f34cf	66	supply_taken	Brad	{"area":"Chartres","commander":false,"extra":[],"limited":false,"ostende":false,"role":"Brad","set":"basic","transfers":[["pool","a:Chartres",{"ammo":1,"food":1,"gas":1}]]}	{"channel":"cli"}	2026-11-27T22:04:26.535534+00:00	f1ffcc645dca11d590d19e2df0d567981f13b2999dc2146579dca66970e7c8af	b697d4fb7e5d8ac63c1b799068d0658b5e050338d80ae55ce16669f8b7b0dba9
348	88a41f34cf	67	action_ended	Brad	{"role":"Brad"}	{"channel":"cli"}	2026-11-27T22:04:26.535534+00:00	b697d4fb7e5d8ac63c1b799068d0658b5e050338d80ae55ce16669f8b7b0dba9	33c25dee3d88d177666258ef3b45692fb9a491a476d3ec3afc226c6289e2cf2e
349	88a41f34cf	68	loaded	Brad	{"area":"Paris","corps":"V","role":"Brad","transfers":[["a:Paris","c:V",{"gas":1}]],"unload":false}	{"batch":1,"channel":"cli","command":{"action":"load","corps":"V","kind":"gas","n":1},"draws":0,"role":"Brad"}	2026-11-27T22:04:26.536600+00:00	33c25dee3d88d177666258ef3b45692fb9a491a476d3ec3afc226c6289e2cf2e	03f9b2add81023f961fc66b5150785565000971ceb9875cb4e0d6284e656fbd2
350	88a41f34cf	69	loaded	Brad	{"area":"Mantes","corps":"XIX","role":"Brad","transfers":[["c:XIX","a:Mantes",{"ammo":1}]],"unload":true}	{"batch":1,"channel":"cli","command":{"action":"unload","corps":"XIX","kind":"ammo","n":1},"draws":0,"role":"Brad"}	2026-11-27T22:04:26.537553+00:00	03f9b2add81023f961fc66b5150785565000971ceb9875cb4e0d6284e656fbd2	e1a1de96d01584fd861d445447214e6c1a3aaecda3c9713b6c8184e263cbd7a2
351	c121d6ffed	0	game.created	\N	{"entropy":"5df6e0e2761359d30a8275058e299fcc0381534545f55cf43e41983f5d4c9456","kind":"rhine","options":{"basic":false,"commanders":null,"common_deck":false,"fair_play":false,"seats":1,"solo":"Brad","veteran":[],"weather":false},"rules_version":"2","seats":[{"name":"Ann","role":"Brad"}],"seed_commitment":"6ed7316ed71af690ed62aef5e9aa015fdcf839ddde7bcf11636b15c8f5b024b1","title":"1944: Race to the Rhine"}	{"batch":0}	2026-11-27T22:04:26.538899+00:00	0000000000000000000000000000000000000000000000000000000000000000	62740a37c0ae9781ae400c0d87defe7026ce3feda7f5631d7afb31172ad8fd13
372	c121d6ffed	21	loaded	Brad	{"area":"Mantes","corps":"XIX","role":"Brad","transfers":[["c:XIX","a:Mantes",{"gas":1}]],"unload":true}	{"batch":1,"channel":"cli","command":{"action":"unload","corps":"XIX","kind":"gas","n":1},"draws":0,"role":"Brad"}	2026-11-27T22:04:26.548258+00:00	76e1f5eb908b1a601eec99c49c2e485c46440637659ed7c584abb18c01865de9	13795a5b2188461cf7576046876ad596f98c1b1274654410073c6141b3dd1fe5
373	c121d6ffed	22	action_began	Brad	{"action":"move","role":"Brad","via":"action"}	{"batch":2,"channel":"cli","command":{"action":"move","commander":false,"corps":"V","path":[]},"draws":0,"role":"Brad"}	2026-11-27T22:04:26.549217+00:00	13795a5b2188461cf7576046876ad596f98c1b1274654410073c6141b3dd1fe5	441d6b0bfc3afb7df74fdbd5d7806df44c265163c5cb82e457b9b4f23fbe5a9c
374	c121d6ffed	23	corps_activated	Brad	{"corps":"V","role":"Brad","transfers":[["c:V","pool",{"gas":1}]]}	{"channel":"cli"}	2026-11-27T22:04:26.549217+00:00	441d6b0bfc3afb7df74fdbd5d7806df44c265163c5cb82e457b9b4f23fbe5a9c	36a86bb32f6e82abb4ff3fb2dc36e2542846399ccbbbc63c2c0d55998c4534f3
352	c121d6ffed	1	started	\N	{"absent":null,"airborne":[],"airborne_track":0,"antwerpen":false,"areas":{},"arrows":{},"axis":[],"axis_box":0,"axis_pool":0,"bonus_given":false,"colour":{"Brad":"W"},"control":{"Bruxelles":"R","Maastricht":"R"},"corps":{"V":{"ammo":2,"area":"Paris","food":1,"gas":3,"grounded":false},"VII":{"ammo":1,"area":"Melun","food":1,"gas":2,"grounded":false},"XIX":{"ammo":1,"area":"Mantes","food":1,"gas":2,"grounded":false}},"decks":{"W":["W16","W01","W13","W04","W17","W12","W11","W18","W15","W22","W20","W02","W03","W21","W08","W07","W06","W09","W05","W10","W14","W19"],"X":["X18","X04","X24","X12","X16","X03","X10","X05","X14","X08","X02","X19","X20","X06","X13","X21","X15","X09","X07","X17","X11","X23","X22","X01"]},"discards":{"W":[],"X":[]},"final_round":false,"interphases":0,"medal_areas":{"Brad":[]},"medal_pool":20,"metz_marker":null,"no_encircle":[],"numbers":{"Aachen":[15],"Bastogne":[5],"Charleville":[10],"Compiègne":[3],"Euskirchen":[16],"Givet":[18],"Hirson":[9],"Laon":[7],"Liege":[8],"Marche":[14],"Meaux":[4],"Namur":[11],"Prüm":[12],"Sedan":[17],"Soissons":[6],"St. Vith":[13]},"options":{"basic":false,"commanders":["Brad"],"common_deck":false,"fair_play":false,"seats":1,"solo":"Brad","veteran":[],"weather":false},"order":["Brad"],"ostende_used":false,"out":[],"outcome":null,"peeks":{"Brad":{}},"players":{"Brad":{"air":null,"commander":true,"kept":[],"level":2,"medals":0,"trucks":6,"won":[]}},"pool":{"ammo":23,"food":19,"gas":25},"removed":[],"roles":["Brad"],"round":0,"solo":{"colour":"W","flipped":[],"removed":[],"starving_ignored":0},"stock":{"ammo":3,"food":3,"gas":3},"trucks":{"reserve":20,"stock":6},"weather":null}	{"batch":2,"setup":true}	2026-11-27T22:04:26.538899+00:00	62740a37c0ae9781ae400c0d87defe7026ce3feda7f5631d7afb31172ad8fd13	aa43ed6f9bdbedf42b8b18d8bb72ef6ac718fecb0ff2f077084598360627e64e
353	c121d6ffed	2	turn_began	\N	{"number":1,"role":"Brad","round":1}	{}	2026-11-27T22:04:26.538899+00:00	aa43ed6f9bdbedf42b8b18d8bb72ef6ac718fecb0ff2f077084598360627e64e	d4f10c447c84480795154ce3f2275626ee27fbaacba5b8001cc19ad31faa64db
354	c121d6ffed	3	action_began	Brad	{"action":"supply","role":"Brad","via":"action"}	{"batch":3,"channel":"cli","command":{"action":"supply","area":"Chartres","extra":[],"set":"gas"},"draws":0,"role":"Brad"}	2026-11-27T22:04:26.541120+00:00	d4f10c447c84480795154ce3f2275626ee27fbaacba5b8001cc19ad31faa64db	b97aea416799e3ed1bd4104c30ed951e86e849712badf2da29ae2233bc62276e
355	c121d6ffed	4	supply_taken	Brad	{"area":"Chartres","commander":false,"extra":[],"limited":false,"ostende":false,"role":"Brad","set":"gas","transfers":[["stock","a:Chartres",{"gas":3}]]}	{"channel":"cli"}	2026-11-27T22:04:26.541120+00:00	b97aea416799e3ed1bd4104c30ed951e86e849712badf2da29ae2233bc62276e	2e49591f4ec7ae4c838e7ad75433d446a3d000d0410db9deee5548cd6bd88f32
356	c121d6ffed	5	action_ended	Brad	{"role":"Brad"}	{"channel":"cli"}	2026-11-27T22:04:26.541120+00:00	2e49591f4ec7ae4c838e7ad75433d446a3d000d0410db9deee5548cd6bd88f32	d5f2e9299f78c08fd8e38e00dc331a3c0224eac3abe369bb078811ab6c6e3b52
357	c121d6ffed	6	loaded	Brad	{"area":"Paris","corps":"V","role":"Brad","transfers":[["c:V","a:Paris",{"ammo":1}]],"unload":true}	{"batch":1,"channel":"cli","command":{"action":"unload","corps":"V","kind":"ammo","n":1},"draws":0,"role":"Brad"}	2026-11-27T22:04:26.542327+00:00	d5f2e9299f78c08fd8e38e00dc331a3c0224eac3abe369bb078811ab6c6e3b52	82bddfb591205d5ccc72692ebd7bd71d1bba8c4c8e1e894f694a48be8f9d7b89
358	c121d6ffed	7	action_began	Brad	{"action":"supply","role":"Brad","via":"action"}	{"batch":3,"channel":"cli","command":{"action":"supply","area":"Chartres","extra":[],"set":"basic"},"draws":0,"role":"Brad"}	2026-11-27T22:04:26.543308+00:00	82bddfb591205d5ccc72692ebd7bd71d1bba8c4c8e1e894f694a48be8f9d7b89	8a290accfbe8924b00c19695509990f5520f234ef2876361701d2d70ecfc86ad
359	c121d6ffed	8	supply_taken	Brad	{"area":"Chartres","commander":false,"extra":[],"limited":false,"ostende":false,"role":"Brad","set":"basic","transfers":[["pool","a:Chartres",{"ammo":1,"food":1,"gas":1}]]}	{"channel":"cli"}	2026-11-27T22:04:26.543308+00:00	8a290accfbe8924b00c19695509990f5520f234ef2876361701d2d70ecfc86ad	f206af8de4c83f6b932d1c1b5dc5b113f9a1ab23a6405dd0a2d794a1ee9bfb0c
360	c121d6ffed	9	action_ended	Brad	{"role":"Brad"}	{"channel":"cli"}	2026-11-27T22:04:26.543308+00:00	f206af8de4c83f6b932d1c1b5dc5b113f9a1ab23a6405dd0a2d794a1ee9bfb0c	3f769b12d1faa1cad46fb09c5c32d040920f518b71e2d222b0a422fd0b4f9b20
361	c121d6ffed	10	loaded	Brad	{"area":"Mantes","corps":"XIX","role":"Brad","transfers":[["c:XIX","a:Mantes",{"gas":1}]],"unload":true}	{"batch":1,"channel":"cli","command":{"action":"unload","corps":"XIX","kind":"gas","n":1},"draws":0,"role":"Brad"}	2026-11-27T22:04:26.544370+00:00	3f769b12d1faa1cad46fb09c5c32d040920f518b71e2d222b0a422fd0b4f9b20	28857f7bd61f09c100191b010ce54bcea0d12f2dd3165f298e6cfb1be630d7b5
362	c121d6ffed	11	action_began	Brad	{"action":"air","role":"Brad","via":"commander"}	{"batch":7,"channel":"cli","command":{"action":"air","commander":true,"deck":"axis"},"draws":3,"role":"Brad"}	2026-11-27T22:04:26.545690+00:00	28857f7bd61f09c100191b010ce54bcea0d12f2dd3165f298e6cfb1be630d7b5	8029aaa68558c6a9e09211b8a0d3ca4220ee82d656bcb0938d74c7ae45143192
363	c121d6ffed	12	air_support	Brad	{"card":"X18","deck":"X","role":"Brad"}	{"channel":"cli"}	2026-11-27T22:04:26.545690+00:00	8029aaa68558c6a9e09211b8a0d3ca4220ee82d656bcb0938d74c7ae45143192	31c28246dc62b296f5e41dc27010d687cd7583f7f12ad91a53d15bef65e0b670
364	c121d6ffed	13	action_ended	Brad	{"role":"Brad"}	{"channel":"cli"}	2026-11-27T22:04:26.545690+00:00	31c28246dc62b296f5e41dc27010d687cd7583f7f12ad91a53d15bef65e0b670	295115686aef90844f02de378eb1cd816ee9ac4d383640f508dec3210fca2fe4
365	c121d6ffed	14	turn_ended	Brad	{"discarded":[],"role":"Brad"}	{"channel":"cli"}	2026-11-27T22:04:26.545690+00:00	295115686aef90844f02de378eb1cd816ee9ac4d383640f508dec3210fca2fe4	875bb13a983c796821c1a02097e22fd19e627805bff5b40c0048c09a8829cd47
366	c121d6ffed	15	number_flipped	Brad	{"area":"Charleville","dice":[6,2,2],"number":10,"role":"Brad"}	{"channel":"cli"}	2026-11-27T22:04:26.545690+00:00	875bb13a983c796821c1a02097e22fd19e627805bff5b40c0048c09a8829cd47	6b80a94c6f66d4eff47615ead0f34db020ea40c7d70dcf0dd66539f3f8b72dc9
367	c121d6ffed	16	reaction_done	Brad	{"role":"Brad"}	{"channel":"cli"}	2026-11-27T22:04:26.545690+00:00	6b80a94c6f66d4eff47615ead0f34db020ea40c7d70dcf0dd66539f3f8b72dc9	a05e51b386389dd55dad8af9b1b6c69866f65e66d63d884c938300c2b2ef02fe
368	c121d6ffed	17	turn_began	Brad	{"number":2,"role":"Brad","round":2}	{"channel":"cli"}	2026-11-27T22:04:26.545690+00:00	a05e51b386389dd55dad8af9b1b6c69866f65e66d63d884c938300c2b2ef02fe	00f5f93369dc373aaf3d78f2dd72afaedd7e41c79d59035d511ca803472b500a
369	c121d6ffed	18	action_began	Brad	{"action":"trucks","role":"Brad","via":"action"}	{"batch":3,"channel":"cli","command":{"action":"trucks","n":1},"draws":0,"role":"Brad"}	2026-11-27T22:04:26.547143+00:00	00f5f93369dc373aaf3d78f2dd72afaedd7e41c79d59035d511ca803472b500a	5d291317b7fc7732f33b032c0456dddec7990ce94a75cdb2adac8a33162d8834
370	c121d6ffed	19	trucks_taken	Brad	{"n":1,"role":"Brad","trucks":[["stock","p:Brad",1]]}	{"channel":"cli"}	2026-11-27T22:04:26.547143+00:00	5d291317b7fc7732f33b032c0456dddec7990ce94a75cdb2adac8a33162d8834	f2f269de4c2c8e6bde08e7c17ef8e96bdff5d23c1315b57c27b670d8dd1ece9c
375	c121d6ffed	24	corps_entered	Brad	{"area":"Chartres","bonus":0,"corps":"V","fortified":false,"role":"Brad","transfers":[]}	{"batch":1,"channel":"cli","command":{"action":"go","area":"Chartres"},"draws":0,"role":"Brad"}	2026-11-27T22:04:26.550197+00:00	36a86bb32f6e82abb4ff3fb2dc36e2542846399ccbbbc63c2c0d55998c4534f3	ec67990b0f3c28733e1425c4cfbee521a64b809462b6f54396e088a53efc8363
376	c121d6ffed	25	move_ended	Brad	{"corps":"V","role":"Brad"}	{"batch":6,"channel":"cli","command":{"action":"stop"},"draws":3,"role":"Brad"}	2026-11-27T22:04:26.551777+00:00	ec67990b0f3c28733e1425c4cfbee521a64b809462b6f54396e088a53efc8363	4c563a395089232af8461bc6dbd1d781f736f66a157d616757e10cc5a91ac737
377	c121d6ffed	26	action_ended	Brad	{"role":"Brad"}	{"channel":"cli"}	2026-11-27T22:04:26.551777+00:00	4c563a395089232af8461bc6dbd1d781f736f66a157d616757e10cc5a91ac737	f2a2adc9b4f29e8cfcd214f275d3643aa0c8ade2e8771bdaebaa6c23979b92c9
378	c121d6ffed	27	turn_ended	Brad	{"discarded":[],"role":"Brad"}	{"channel":"cli"}	2026-11-27T22:04:26.551777+00:00	f2a2adc9b4f29e8cfcd214f275d3643aa0c8ade2e8771bdaebaa6c23979b92c9	5effa4ad48c2aff02302616c9a7e1ba1713b7a6c038270425f0706ca3c121a92
379	c121d6ffed	28	number_flipped	Brad	{"area":"St. Vith","dice":[4,4,5],"number":13,"role":"Brad"}	{"channel":"cli"}	2026-11-27T22:04:26.551777+00:00	5effa4ad48c2aff02302616c9a7e1ba1713b7a6c038270425f0706ca3c121a92	279c31f95516d174916b95fc3242809eb730e56ebb6ddb1756c3138f0176860d
380	c121d6ffed	29	reaction_done	Brad	{"role":"Brad"}	{"channel":"cli"}	2026-11-27T22:04:26.551777+00:00	279c31f95516d174916b95fc3242809eb730e56ebb6ddb1756c3138f0176860d	8a25a087f2e22c48495d4a1f4abae889d13602e2b0928072f5317a2b838c765f
381	c121d6ffed	30	turn_began	Brad	{"number":3,"role":"Brad","round":3}	{"channel":"cli"}	2026-11-27T22:04:26.551777+00:00	8a25a087f2e22c48495d4a1f4abae889d13602e2b0928072f5317a2b838c765f	aa0e9eaa731f896c77da703c8531723656a3a45d9cd483a42db8fafc973f1a6b
382	9cfb28eee0	0	game.created	\N	{"entropy":"2dba5dbc339e7316aea2683faf839c1b7b1ee2313db792112588118df066aa35","kind":"memoir44","options":{"m44":null,"scenario":"sword-beach","seats":2},"rules_version":"1","seats":[{"name":"Ann","role":"Allies"},{"name":"Bob","role":"Axis"}],"seed_commitment":"d6c8366c909ad0a157c49bece45f665086b676c302cbb2920abfd01973044e1c","title":"Memoir '44"}	{"batch":0}	2026-11-27T22:04:26.633173+00:00	0000000000000000000000000000000000000000000000000000000000000000	345fb6df642acc396a8718418132b0386519040b10eceb6a9e438b9c9de2bfe8
383	9cfb28eee0	1	started	\N	{"deck":["attack-center-3","general-advance-1","probe-center-2","counter-attack-2","probe-left-3","move-out-2","probe-right-4","medics-and-mechanics-1","assault-left-1","direct-from-hq-1","probe-center-5","assault-right-2","attack-right-1","recon-in-force-2","recon-right-1","recon-in-force-1","attack-left-2","behind-enemy-lines-1","artillery-bombard-1","dig-in-1","assault-right-1","probe-right-2","close-assault-1","recon-right-2","probe-left-4","air-power-1","attack-center-2","attack-left-1","attack-right-3","ambush-1","infantry-assault-1","armor-assault-1","attack-right-2","attack-left-3","probe-center-4","infantry-assault-2","assault-left-2","probe-right-3","their-finest-hour-1","recon-center-1","armor-assault-2","assault-center-1","recon-left-1","recon-center-2","recon-left-2","probe-left-1","firefight-1","probe-right-1","pincer-move-1","counter-attack-1","direct-from-hq-2"],"hands":{"Allies":["recon-in-force-3","barrage-1","probe-center-1","probe-left-2","attack-center-4"],"Axis":["attack-center-1","probe-center-3","assault-center-2","move-out-1"]},"scenario":{"board":{"cols":13,"face":"beach","rows":9},"cards":{"Allies":5,"Axis":4},"first":"Allies","hexes":{"A1":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"A2":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"A3":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"A4":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"A5":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"A6":{"behavior":null,"label":null,"objective":null,"obstacle":"wire","obstacle_behavior":null,"obstacle_orientation":1,"orientation":null,"owner":null,"terrain":null},"A8":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"woods"},"B1":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"B2":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"B3":{"behavior":null,"label":null,"objective":null,"obstacle":"hedgehog","obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"B4":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"B5":{"behavior":null,"label":null,"objective":null,"obstacle":"wire","obstacle_behavior":null,"obstacle_orientation":1,"orientation":null,"owner":null,"terrain":"beach"},"B8":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"woods"},"B9":{"behavior":null,"label":null,"objective":{"permanent":false,"side":"Allies"},"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"buildings"},"C1":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"C2":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"C3":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"C4":{"behavior":null,"label":null,"objective":null,"obstacle":"hedgehog","obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"C5":{"behavior":null,"label":null,"objective":null,"obstacle":"wire","obstacle_behavior":null,"obstacle_orientation":1,"orientation":null,"owner":null,"terrain":"beach"},"C6":{"behavior":null,"label":null,"objective":null,"obstacle":"bunker","obstacle_behavior":null,"obstacle_orientation":1,"orientation":null,"owner":"Axis","terrain":null},"C9":{"behavior":null,"label":"Riva Bella","objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":null},"D1":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"D2":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"D3":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"D4":{"behavior":null,"label":null,"objective":null,"obstacle":"hedgehog","obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"D5":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"E1":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"E2":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"E3":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"E4":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"E5":{"behavior":null,"label":null,"objective":null,"obstacle":"wire","obstacle_behavior":null,"obstacle_orientation":1,"orientation":null,"owner":null,"terrain":"beach"},"F1":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"F2":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"F3":{"behavior":null,"label":null,"objective":null,"obstacle":"hedgehog","obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"F4":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"F5":{"behavior":null,"label":null,"objective":null,"obstacle":"wire","obstacle_behavior":null,"obstacle_orientation":1,"orientation":null,"owner":null,"terrain":"beach"},"F9":{"behavior":null,"label":null,"objective":{"permanent":false,"side":"Allies"},"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"buildings"},"G1":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"G2":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"G3":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"G4":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"G5":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"G6":{"behavior":null,"label":null,"objective":null,"obstacle":"wire","obstacle_behavior":null,"obstacle_orientation":1,"orientation":null,"owner":null,"terrain":null},"G7":{"behavior":null,"label":null,"objective":null,"obstacle":"bunker","obstacle_behavior":null,"obstacle_orientation":1,"orientation":null,"owner":"Axis","terrain":null},"H1":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"H2":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"H3":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"H4":{"behavior":null,"label":null,"objective":null,"obstacle":"hedgehog","obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"H5":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"I1":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"I2":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"I3":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"I4":{"behavior":null,"label":null,"objective":null,"obstacle":"hedgehog","obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"I5":{"behavior":null,"label":null,"objective":null,"obstacle":"wire","obstacle_behavior":null,"obstacle_orientation":1,"orientation":null,"owner":null,"terrain":"beach"},"I6":{"behavior":null,"label":null,"objective":null,"obstacle":"bunker","obstacle_behavior":null,"obstacle_orientation":1,"orientation":null,"owner":"Axis","terrain":null},"J1":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"J2":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"J3":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"J4":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"J5":{"behavior":null,"label":null,"objective":null,"obstacle":"wire","obstacle_behavior":null,"obstacle_orientation":1,"orientation":null,"owner":null,"terrain":"beach"},"J8":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"woods"},"K1":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"K2":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"K3":{"behavior":null,"label":null,"objective":null,"obstacle":"hedgehog","obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"K4":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"K5":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"K6":{"behavior":null,"label":null,"objective":null,"obstacle":"wire","obstacle_behavior":null,"obstacle_orientation":1,"orientation":null,"owner":null,"terrain":null},"K9":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"woods"},"L1":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"L2":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"L3":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"L4":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"L5":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"L6":{"behavior":null,"label":null,"objective":null,"obstacle":"wire","obstacle_behavior":null,"obstacle_orientation":1,"orientation":null,"owner":null,"terrain":null},"L9":{"behavior":null,"label":"Lion sur Mer","objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":null},"M1":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"M3":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"M5":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"M9":{"behavior":null,"label":null,"objective":{"permanent":false,"side":"Allies"},"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"buildings"}},"medals_to_win":{"Allies":5,"Axis":5},"name":"Sword Beach","objectives":[{"hexes":["B9"],"marker":"B9","medals":1,"needed":1,"permanent":false,"side":"Allies"},{"hexes":["F9"],"marker":"F9","medals":1,"needed":1,"permanent":false,"side":"Allies"},{"hexes":["M9"],"marker":"M9","medals":1,"needed":1,"permanent":false,"side":"Allies"}],"rules":{"airdrop":null,"deck_reshuffling":true,"hill317":[],"special":[],"sudden_death":[]},"slug":"sword-beach","text":{"description":"Axis Player: Take 4 command cards\\n\\nAllied Player: Take 5 command cards.\\nYou move first.","historical":"The 8th Brigade Group of the 3rd British Division, supported by Commandos of the 1st Special Service Brigade and the amphibious Sherman tanks of the 13th and 18th Hussars, formed the first wave of Allied forces to land on \\"Sword\\" beach, near the mouth of the Orne River, on the morning of June 6, 1944.\\n\\nThe tanks were to land first and engage the enemy before the infantry arrived. The heavy seas slowed the approach and both tanks and infantry came ashore together. The bad weather, coupled with stiff German resistance, delayed the inland advance. While commandos - including the first French troops to set foot back on their homeland that day - captured the Casino at Riva Bella, the bulk of the Allied forces failed to push inland and capture Caen, their objective for the day. The consequences of this, the biggest set-back of Allied operations on D-Day, were to be felt well into July, and the city of Caen itself would pay a dear price for it.\\n\\nThe stage is set, the battle lines are drawn, and you are in command. The rest is history.","rules":"The Axis player is in control of the Bunkers and may claim them as a defensive position.\\n\\nThe Allied Special Forces are Commando units. Place a British badge in the same hex as these units to distinguish them from other units. Commandos may move 1 or 2 hexes and still battle.","subtitle":"","victory":"5 Medals\\nAn Allied unit that captures a Town hex counts as one Victory Medal. Place an Objective Medal on each Town hex. As long as the Allied unit remains on the Town hex, it continues to count toward the Allied victory. If the unit moves off or is eliminated, it no longer counts."},"top":"Axis","units":{"A1":{"badge":"special","figures":4,"medal_worth":1,"side":"Allies","type":"infantry"},"A9":{"badge":null,"figures":3,"medal_worth":1,"side":"Axis","type":"armor"},"B2":{"badge":null,"figures":3,"medal_worth":1,"side":"Allies","type":"armor"},"B7":{"badge":null,"figures":4,"medal_worth":1,"side":"Axis","type":"infantry"},"C2":{"badge":null,"figures":4,"medal_worth":1,"side":"Allies","type":"infantry"},"C6":{"badge":null,"figures":4,"medal_worth":1,"side":"Axis","type":"infantry"},"E1":{"badge":"special","figures":4,"medal_worth":1,"side":"Allies","type":"infantry"},"E2":{"badge":null,"figures":3,"medal_worth":1,"side":"Allies","type":"armor"},"F1":{"badge":null,"figures":4,"medal_worth":1,"side":"Allies","type":"infantry"},"F2":{"badge":null,"figures":4,"medal_worth":1,"side":"Allies","type":"infantry"},"F9":{"badge":null,"figures":4,"medal_worth":1,"side":"Axis","type":"infantry"},"G1":{"badge":null,"figures":4,"medal_worth":1,"side":"Allies","type":"infantry"},"G7":{"badge":null,"figures":2,"medal_worth":1,"side":"Axis","type":"artillery"},"I2":{"badge":null,"figures":4,"medal_worth":1,"side":"Allies","type":"infantry"},"I6":{"badge":null,"figures":4,"medal_worth":1,"side":"Axis","type":"infantry"},"I8":{"badge":null,"figures":4,"medal_worth":1,"side":"Axis","type":"infantry"},"J2":{"badge":null,"figures":3,"medal_worth":1,"side":"Allies","type":"armor"},"K2":{"badge":null,"figures":4,"medal_worth":1,"side":"Allies","type":"infantry"},"M1":{"badge":"special","figures":4,"medal_worth":1,"side":"Allies","type":"infantry"},"M9":{"badge":null,"figures":4,"medal_worth":1,"side":"Axis","type":"infantry"}}},"units":{"u01":{"at":"A9","badge":null,"figures":3,"max":3,"medal_worth":1,"side":"Axis","type":"armor"},"u02":{"at":"F9","badge":null,"figures":4,"max":4,"medal_worth":1,"side":"Axis","type":"infantry"},"u03":{"at":"M9","badge":null,"figures":4,"max":4,"medal_worth":1,"side":"Axis","type":"infantry"},"u04":{"at":"I8","badge":null,"figures":4,"max":4,"medal_worth":1,"side":"Axis","type":"infantry"},"u05":{"at":"B7","badge":null,"figures":4,"max":4,"medal_worth":1,"side":"Axis","type":"infantry"},"u06":{"at":"G7","badge":null,"figures":2,"max":2,"medal_worth":1,"side":"Axis","type":"artillery"},"u07":{"at":"C6","badge":null,"figures":4,"max":4,"medal_worth":1,"side":"Axis","type":"infantry"},"u08":{"at":"I6","badge":null,"figures":4,"max":4,"medal_worth":1,"side":"Axis","type":"infantry"},"u09":{"at":"B2","badge":null,"figures":3,"max":3,"medal_worth":1,"side":"Allies","type":"armor"},"u10":{"at":"C2","badge":null,"figures":4,"max":4,"medal_worth":1,"side":"Allies","type":"infantry"},"u11":{"at":"E2","badge":null,"figures":3,"max":3,"medal_worth":1,"side":"Allies","type":"armor"},"u12":{"at":"F2","badge":null,"figures":4,"max":4,"medal_worth":1,"side":"Allies","type":"infantry"},"u13":{"at":"I2","badge":null,"figures":4,"max":4,"medal_worth":1,"side":"Allies","type":"infantry"},"u14":{"at":"J2","badge":null,"figures":3,"max":3,"medal_worth":1,"side":"Allies","type":"armor"},"u15":{"at":"K2","badge":null,"figures":4,"max":4,"medal_worth":1,"side":"Allies","type":"infantry"},"u16":{"at":"A1","badge":"special","figures":4,"max":4,"medal_worth":1,"side":"Allies","type":"infantry"},"u17":{"at":"E1","badge":"special","figures":4,"max":4,"medal_worth":1,"side":"Allies","type":"infantry"},"u18":{"at":"F1","badge":null,"figures":4,"max":4,"medal_worth":1,"side":"Allies","type":"infantry"},"u19":{"at":"G1","badge":null,"figures":4,"max":4,"medal_worth":1,"side":"Allies","type":"infantry"},"u20":{"at":"M1","badge":"special","figures":4,"max":4,"medal_worth":1,"side":"Allies","type":"infantry"}}}	{"batch":2,"setup":true}	2026-11-27T22:04:26.633173+00:00	345fb6df642acc396a8718418132b0386519040b10eceb6a9e438b9c9de2bfe8	f5a2cc2cea54511fd23aa533f22ca48c841e4ef896d853c7f2a3e81e48982a97
384	9cfb28eee0	2	turn_began	\N	{"number":1,"side":"Allies"}	{}	2026-11-27T22:04:26.633173+00:00	f5a2cc2cea54511fd23aa533f22ca48c841e4ef896d853c7f2a3e81e48982a97	ea5021e7a539f34bd428012cfb96df8d4a232d8533f1210aa0cbb243f82c7535
385	9cfb28eee0	3	card_played	Allies	{"card":"probe-left-2","side":"Allies"}	{"batch":2,"channel":"cli","command":{"action":"play","card":"probe-left"},"draws":0,"role":"Allies"}	2026-11-27T22:04:26.639872+00:00	ea5021e7a539f34bd428012cfb96df8d4a232d8533f1210aa0cbb243f82c7535	731b1d651a13f4f3599d05fce112b43a82abfe16017ecde0390c7833d2e77206
386	9cfb28eee0	4	step	Allies	{"role":"Allies","step":"order"}	{"channel":"cli"}	2026-11-27T22:04:26.639872+00:00	731b1d651a13f4f3599d05fce112b43a82abfe16017ecde0390c7833d2e77206	f7e9fcdf7c5ce218955e7c39db929223e728af01e6b5a24d1c299752dec3aee5
387	9cfb28eee0	5	ordered	Allies	{"at":["A1"],"side":"Allies","units":["u16"]}	{"batch":1,"channel":"cli","command":{"action":"order","units":["A1"]},"draws":0,"role":"Allies"}	2026-11-27T22:04:26.641313+00:00	f7e9fcdf7c5ce218955e7c39db929223e728af01e6b5a24d1c299752dec3aee5	aa7e13133f8c0fe60b5c9ba13b887bcee674722b3c21f8db9a5fed21d6402b2a
388	9cfb28eee0	6	step	Allies	{"role":"Allies","step":"move"}	{"batch":1,"channel":"cli","command":{"action":"end"},"draws":0,"role":"Allies"}	2026-11-27T22:04:26.642560+00:00	aa7e13133f8c0fe60b5c9ba13b887bcee674722b3c21f8db9a5fed21d6402b2a	6b52b675903a6677c9ba58d28fecf358aa14d75c8c6f41e9d0eb9359e9ee8b24
389	9cfb28eee0	7	moved	Allies	{"cost":1,"path":["A1","A2"],"side":"Allies","stopped":false,"unit":"u16"}	{"batch":5,"channel":"cli","command":{"action":"move","path":["A1","A2"]},"draws":0,"role":"Allies"}	2026-11-27T22:04:26.643951+00:00	6b52b675903a6677c9ba58d28fecf358aa14d75c8c6f41e9d0eb9359e9ee8b24	cb10fc1ed2b31a286fadb96006fb307defa3ee791fc4b7eafda0652351de8da5
390	9cfb28eee0	8	step	Allies	{"role":"Allies","step":"battle"}	{"channel":"cli"}	2026-11-27T22:04:26.643951+00:00	cb10fc1ed2b31a286fadb96006fb307defa3ee791fc4b7eafda0652351de8da5	252d4d8bcb2b005b79f945812333ad2f2a5fe34bf2b85eda092b045fce80a059
391	9cfb28eee0	9	discarded	Allies	{"card":"probe-left-2","side":"Allies"}	{"channel":"cli"}	2026-11-27T22:04:26.643951+00:00	252d4d8bcb2b005b79f945812333ad2f2a5fe34bf2b85eda092b045fce80a059	84e4dc052fc0b9348fc995f7da412c246f11947133b125cfc4747cbfc78b7022
392	9cfb28eee0	10	drew	Allies	{"cards":["attack-center-3"],"side":"Allies","to_hand":true}	{"channel":"cli"}	2026-11-27T22:04:26.643951+00:00	84e4dc052fc0b9348fc995f7da412c246f11947133b125cfc4747cbfc78b7022	6d3fe9351ff633bb9a014032fbc00ee7fbefd02a20ae88ceabd3b62bba6a632b
393	9cfb28eee0	11	turn_began	Allies	{"number":2,"side":"Axis"}	{"channel":"cli"}	2026-11-27T22:04:26.643951+00:00	6d3fe9351ff633bb9a014032fbc00ee7fbefd02a20ae88ceabd3b62bba6a632b	ee5e0e84fadc1296b083cd4566c5e2696476c46813f24a617c292134bec2b213
394	9cfb28eee0	12	card_played	Axis	{"card":"probe-center-3","side":"Axis"}	{"batch":2,"channel":"cli","command":{"action":"play","card":"probe-center"},"draws":0,"role":"Axis"}	2026-11-27T22:04:26.645871+00:00	ee5e0e84fadc1296b083cd4566c5e2696476c46813f24a617c292134bec2b213	0e3e9cd22319182298014042cdd6a0558a2ebce06ab2e8f4dab689278082db32
395	9cfb28eee0	13	step	Axis	{"role":"Axis","step":"order"}	{"channel":"cli"}	2026-11-27T22:04:26.645871+00:00	0e3e9cd22319182298014042cdd6a0558a2ebce06ab2e8f4dab689278082db32	c483f45ea67ca58bd98b90a4c75c35ea0255c00bbb7d3387598dd12bf750c3e9
396	9cfb28eee0	14	ordered	Axis	{"at":["F9"],"side":"Axis","units":["u02"]}	{"batch":1,"channel":"cli","command":{"action":"order","units":["F9"]},"draws":0,"role":"Axis"}	2026-11-27T22:04:26.647200+00:00	c483f45ea67ca58bd98b90a4c75c35ea0255c00bbb7d3387598dd12bf750c3e9	937e69007c3115fd66ba9847c51f8ede2fde6d8f2f2be1509417bc7b9821f2c9
397	9cfb28eee0	15	step	Axis	{"role":"Axis","step":"move"}	{"batch":1,"channel":"cli","command":{"action":"end"},"draws":0,"role":"Axis"}	2026-11-27T22:04:26.648359+00:00	937e69007c3115fd66ba9847c51f8ede2fde6d8f2f2be1509417bc7b9821f2c9	1932bb04342f6f328a9d897d941fab311e6ee8caef57924df368ab8e6ce47a49
398	9cfb28eee0	16	moved	Axis	{"cost":2,"path":["F9","E8","E7"],"side":"Axis","stopped":false,"unit":"u02"}	{"batch":5,"channel":"cli","command":{"action":"move","path":["F9","E7"]},"draws":0,"role":"Axis"}	2026-11-27T22:04:26.650196+00:00	1932bb04342f6f328a9d897d941fab311e6ee8caef57924df368ab8e6ce47a49	5f0450eb70be3f941c0ab85cc1358199b1a640d1cd7f44e08de6132bd92d919d
399	9cfb28eee0	17	step	Axis	{"role":"Axis","step":"battle"}	{"channel":"cli"}	2026-11-27T22:04:26.650196+00:00	5f0450eb70be3f941c0ab85cc1358199b1a640d1cd7f44e08de6132bd92d919d	c459949090921957c8361c449104e94d16afd59839e8031cf471dd7886a1ca61
400	9cfb28eee0	18	discarded	Axis	{"card":"probe-center-3","side":"Axis"}	{"channel":"cli"}	2026-11-27T22:04:26.650196+00:00	c459949090921957c8361c449104e94d16afd59839e8031cf471dd7886a1ca61	4b52c7668eb8e6edc3df7b84479f582b7deaf7cb5b71a307d13869898dff837a
401	9cfb28eee0	19	drew	Axis	{"cards":["general-advance-1"],"side":"Axis","to_hand":true}	{"channel":"cli"}	2026-11-27T22:04:26.650196+00:00	4b52c7668eb8e6edc3df7b84479f582b7deaf7cb5b71a307d13869898dff837a	ed68ac48ce9f8f69c10ae814d93d1577bd5c151893af9faf8c0fd214e8e16330
402	9cfb28eee0	20	turn_began	Axis	{"number":3,"side":"Allies"}	{"channel":"cli"}	2026-11-27T22:04:26.650196+00:00	ed68ac48ce9f8f69c10ae814d93d1577bd5c151893af9faf8c0fd214e8e16330	5f511b75e697343a85cbc357f0b9cc2f44352ca39e8129f308230e5f451bf4c2
403	9cfb28eee0	21	card_played	Allies	{"card":"barrage-1","side":"Allies"}	{"batch":2,"channel":"cli","command":{"action":"play","card":"barrage"},"draws":0,"role":"Allies"}	2026-11-27T22:04:26.652042+00:00	5f511b75e697343a85cbc357f0b9cc2f44352ca39e8129f308230e5f451bf4c2	7ce1a1c6e7750b9171a0c0733db45b4f33f567202da8302f3f38db2e9d4db979
404	9cfb28eee0	22	step	Allies	{"role":"Allies","step":"barrage"}	{"channel":"cli"}	2026-11-27T22:04:26.652042+00:00	7ce1a1c6e7750b9171a0c0733db45b4f33f567202da8302f3f38db2e9d4db979	4654e19061d5be2039c1151c7114c9273b3295eb93413fab589f725e2572f19c
405	9cfb28eee0	23	step	Allies	{"dice":4,"role":"Allies","stars":false,"step":"strike","targets":["G7"]}	{"batch":10,"channel":"cli","command":{"action":"target","hexes":["G7"]},"draws":4,"role":"Allies"}	2026-11-27T22:04:26.653479+00:00	4654e19061d5be2039c1151c7114c9273b3295eb93413fab589f725e2572f19c	3234f05b1ee70518bf36cd2af11b401bc0b0ae622fa9212b2af216f37ef31d5f
406	9cfb28eee0	24	battle	Allies	{"at":"G7","dice":4,"distance":0,"faces":["armor","flag","infantry","star"],"from":null,"overrun":false,"resume":{"dice":4,"stars":false,"step":"strike","targets":[]},"side":"Allies","target":"u06","unit":null}	{"channel":"cli"}	2026-11-27T22:04:26.653479+00:00	3234f05b1ee70518bf36cd2af11b401bc0b0ae622fa9212b2af216f37ef31d5f	f74318421fc011329ed09d4ea6aa3baa1b1f39410ac5309d0a9e9c3bca1c6cd2
407	9cfb28eee0	25	retreat_blocked	Allies	{"at":"G7","figures":1,"left":1,"side":"Axis","unit":"u06"}	{"channel":"cli"}	2026-11-27T22:04:26.653479+00:00	f74318421fc011329ed09d4ea6aa3baa1b1f39410ac5309d0a9e9c3bca1c6cd2	fa6a9678d84469a9127751b883ef5374bff4697f4cacdd20a54a17ee22ff4d4d
408	9cfb28eee0	26	flag_ignored	Allies	{"at":"G7","unit":"u06"}	{"channel":"cli"}	2026-11-27T22:04:26.653479+00:00	fa6a9678d84469a9127751b883ef5374bff4697f4cacdd20a54a17ee22ff4d4d	df6758ae187309c76e5d7c75b51ed710c5bc522041c1d0e7575c75e1b85a2b02
409	9cfb28eee0	27	attack_over	Allies	{}	{"channel":"cli"}	2026-11-27T22:04:26.653479+00:00	df6758ae187309c76e5d7c75b51ed710c5bc522041c1d0e7575c75e1b85a2b02	aa81a94bd56d76ca225542017f0c57d1b7757bc30f86c12e8821e349d67a9636
410	9cfb28eee0	28	step	Allies	{"dice":4,"role":"Allies","stars":false,"step":"strike","targets":[]}	{"channel":"cli"}	2026-11-27T22:04:26.653479+00:00	aa81a94bd56d76ca225542017f0c57d1b7757bc30f86c12e8821e349d67a9636	49baddb9f63b4db5d0d43faacb13fe5713ef73448555b32db9fdf03650d3f5da
411	9cfb28eee0	29	step	Allies	{"role":"Allies","step":"battle"}	{"channel":"cli"}	2026-11-27T22:04:26.653479+00:00	49baddb9f63b4db5d0d43faacb13fe5713ef73448555b32db9fdf03650d3f5da	d8837c63e2682533584a4cbec22bb20625f4cf40bc78d4234ad7b33bc8b86413
412	9cfb28eee0	30	discarded	Allies	{"card":"barrage-1","side":"Allies"}	{"channel":"cli"}	2026-11-27T22:04:26.653479+00:00	d8837c63e2682533584a4cbec22bb20625f4cf40bc78d4234ad7b33bc8b86413	bffd6d7693ceac0905fa88ee7d995f4fb52bdea6b8bcc97c44b06c10c59350a8
413	9cfb28eee0	31	drew	Allies	{"cards":["probe-center-2"],"side":"Allies","to_hand":true}	{"channel":"cli"}	2026-11-27T22:04:26.653479+00:00	bffd6d7693ceac0905fa88ee7d995f4fb52bdea6b8bcc97c44b06c10c59350a8	6211ace55a70b0eabc75ffbb4d76067e948c787408ad1391d7f2cea0bc3a5978
414	9cfb28eee0	32	turn_began	Allies	{"number":4,"side":"Axis"}	{"channel":"cli"}	2026-11-27T22:04:26.653479+00:00	6211ace55a70b0eabc75ffbb4d76067e948c787408ad1391d7f2cea0bc3a5978	24d0b8fc7a4259e8883bbb6f5427bed3ea080afbca86f8dd70b3e3453355732a
415	9cfb28eee0	33	card_played	Axis	{"card":"assault-center-2","side":"Axis"}	{"batch":2,"channel":"cli","command":{"action":"play","card":"assault-center"},"draws":0,"role":"Axis"}	2026-11-27T22:04:26.657115+00:00	24d0b8fc7a4259e8883bbb6f5427bed3ea080afbca86f8dd70b3e3453355732a	6c348f499969c11f1fe0f8fad42e0814d2286dcabf289159574cbd41f15dd11a
416	9cfb28eee0	34	step	Axis	{"role":"Axis","step":"order"}	{"channel":"cli"}	2026-11-27T22:04:26.657115+00:00	6c348f499969c11f1fe0f8fad42e0814d2286dcabf289159574cbd41f15dd11a	298707484015d9f89cbbfa3583d38c76ddbf37fa161bb14e845fae1fc7cd73f7
417	9cfb28eee0	35	ordered	Axis	{"at":["G7"],"side":"Axis","units":["u06"]}	{"batch":1,"channel":"cli","command":{"action":"order","units":["G7"]},"draws":0,"role":"Axis"}	2026-11-27T22:04:26.658453+00:00	298707484015d9f89cbbfa3583d38c76ddbf37fa161bb14e845fae1fc7cd73f7	86bab721903aa9c0d61836f2e0c8b2b43f6b8681fb8b3f618dea8092e8e58ab9
418	9cfb28eee0	36	ordered	Axis	{"at":["I6"],"side":"Axis","units":["u08"]}	{"batch":1,"channel":"cli","command":{"action":"order","units":["I6"]},"draws":0,"role":"Axis"}	2026-11-27T22:04:26.659620+00:00	86bab721903aa9c0d61836f2e0c8b2b43f6b8681fb8b3f618dea8092e8e58ab9	c42ee1cc1ed7cb542511b5a97ff130121db4eb6adda3900dc4e87bd89b08dc3c
419	9cfb28eee0	37	ordered	Axis	{"at":["E7"],"side":"Axis","units":["u02"]}	{"batch":1,"channel":"cli","command":{"action":"order","units":["E7"]},"draws":0,"role":"Axis"}	2026-11-27T22:04:26.660706+00:00	c42ee1cc1ed7cb542511b5a97ff130121db4eb6adda3900dc4e87bd89b08dc3c	43801ee6d6dce23909f800ebae9ee8cf61cb9c764e3dad77f0f11f53c1a6bd8a
420	9cfb28eee0	38	step	Axis	{"role":"Axis","step":"move"}	{"batch":1,"channel":"cli","command":{"action":"end"},"draws":0,"role":"Axis"}	2026-11-27T22:04:26.661758+00:00	43801ee6d6dce23909f800ebae9ee8cf61cb9c764e3dad77f0f11f53c1a6bd8a	6bf64e714acbe7a23908e3c389f705cd12510463c3cd0db827235a54d1edb715
421	9cfb28eee0	39	moved	Axis	{"cost":1,"path":["I6","H6"],"side":"Axis","stopped":false,"unit":"u08"}	{"batch":1,"channel":"cli","command":{"action":"move","path":["I6","H6"]},"draws":0,"role":"Axis"}	2026-11-27T22:04:26.664107+00:00	6bf64e714acbe7a23908e3c389f705cd12510463c3cd0db827235a54d1edb715	648c0e5a49ba8a96ab584ceb7600f219d957e238547327bf4afe0a46875e451d
422	9cfb28eee0	40	moved	Axis	{"cost":1,"path":["E7","D8"],"side":"Axis","stopped":false,"unit":"u02"}	{"batch":2,"channel":"cli","command":{"action":"move","path":["E7","D8"]},"draws":0,"role":"Axis"}	2026-11-27T22:04:26.667776+00:00	648c0e5a49ba8a96ab584ceb7600f219d957e238547327bf4afe0a46875e451d	6d602a09a6652ba196c585862327b0870cf1820908b03af2ebef77d943ba0683
423	9cfb28eee0	41	step	Axis	{"role":"Axis","step":"battle"}	{"channel":"cli"}	2026-11-27T22:04:26.667776+00:00	6d602a09a6652ba196c585862327b0870cf1820908b03af2ebef77d943ba0683	783c7f4f10e467cece2ea1fba57074eda4c8606defba96892bac64177e36fdcb
424	9cfb28eee0	42	battle	Axis	{"at":"F2","dice":1,"distance":5,"faces":["infantry"],"from":"G7","overrun":false,"resume":"battle","side":"Axis","target":"u12","unit":"u06"}	{"batch":7,"channel":"cli","command":{"action":"battle","target":"F2","unit":"G7"},"draws":1,"role":"Axis"}	2026-11-27T22:04:26.670747+00:00	783c7f4f10e467cece2ea1fba57074eda4c8606defba96892bac64177e36fdcb	5bc1a2f73473f7ef783328cf2766853bf2ee7a1f6506870cc5441e3ccd0f3ec5
425	9cfb28eee0	43	hits	Axis	{"at":"F2","figures":1,"left":3,"side":"Allies","unit":"u12"}	{"channel":"cli"}	2026-11-27T22:04:26.670747+00:00	5bc1a2f73473f7ef783328cf2766853bf2ee7a1f6506870cc5441e3ccd0f3ec5	75016aabfcb9b71a0a7f706294948f92904ea49deb1bf39bed04d51101f7f8e5
426	9cfb28eee0	44	attack_over	Axis	{}	{"channel":"cli"}	2026-11-27T22:04:26.670747+00:00	75016aabfcb9b71a0a7f706294948f92904ea49deb1bf39bed04d51101f7f8e5	2dc82bec10cfac5f56b2978b06ac718252573d83a2e81399cb4b0050f535124e
427	9cfb28eee0	45	step	Axis	{"role":"Axis","step":"battle"}	{"channel":"cli"}	2026-11-27T22:04:26.670747+00:00	2dc82bec10cfac5f56b2978b06ac718252573d83a2e81399cb4b0050f535124e	8d01c58d836f134fc8b98f69fbbc2c95626b1201df743d9499470a8651370be8
428	9cfb28eee0	46	discarded	Axis	{"card":"assault-center-2","side":"Axis"}	{"channel":"cli"}	2026-11-27T22:04:26.670747+00:00	8d01c58d836f134fc8b98f69fbbc2c95626b1201df743d9499470a8651370be8	ea23e3a3ad300727590c537d6076a88b928634a50575f079780a17ea176f6701
429	9cfb28eee0	47	drew	Axis	{"cards":["counter-attack-2"],"side":"Axis","to_hand":true}	{"channel":"cli"}	2026-11-27T22:04:26.670747+00:00	ea23e3a3ad300727590c537d6076a88b928634a50575f079780a17ea176f6701	a67bf6bdce3be154273ac32558c76ddc8e9e1d45dd560e7ab7dbb8e0ca0c8848
430	9cfb28eee0	48	turn_began	Axis	{"number":5,"side":"Allies"}	{"channel":"cli"}	2026-11-27T22:04:26.670747+00:00	a67bf6bdce3be154273ac32558c76ddc8e9e1d45dd560e7ab7dbb8e0ca0c8848	b531a2637ea1f5b7338826ea1b4fc778381fec8810fe58e17303d57676de749c
431	9cfb28eee0	49	card_played	Allies	{"card":"attack-center-4","side":"Allies"}	{"batch":2,"channel":"cli","command":{"action":"play","card":"attack-center"},"draws":0,"role":"Allies"}	2026-11-27T22:04:26.673770+00:00	b531a2637ea1f5b7338826ea1b4fc778381fec8810fe58e17303d57676de749c	0e0ee448ee2b135fc5283c802287d8e23cf1b3377699057e329ca6ac293dcdf5
432	9cfb28eee0	50	step	Allies	{"role":"Allies","step":"order"}	{"channel":"cli"}	2026-11-27T22:04:26.673770+00:00	0e0ee448ee2b135fc5283c802287d8e23cf1b3377699057e329ca6ac293dcdf5	e783b0d9e1d95f6ae142c46112c1b3161c609b2cfbbb2c165408e982091f4bbe
433	9cfb28eee0	51	ordered	Allies	{"at":["E2"],"side":"Allies","units":["u11"]}	{"batch":1,"channel":"cli","command":{"action":"order","units":["E2"]},"draws":0,"role":"Allies"}	2026-11-27T22:04:26.679485+00:00	e783b0d9e1d95f6ae142c46112c1b3161c609b2cfbbb2c165408e982091f4bbe	4e0a66158e9de88727829d1b5706d2df4bff44fff01352489af419effeb97272
434	9cfb28eee0	52	ordered	Allies	{"at":["I2"],"side":"Allies","units":["u13"]}	{"batch":1,"channel":"cli","command":{"action":"order","units":["I2"]},"draws":0,"role":"Allies"}	2026-11-27T22:04:26.682830+00:00	4e0a66158e9de88727829d1b5706d2df4bff44fff01352489af419effeb97272	4afd338463304c738f8bd2207071a738629780c90d9b69f215f3c25f0dde99d3
435	9cfb28eee0	53	ordered	Allies	{"at":["F2"],"side":"Allies","units":["u12"]}	{"batch":2,"channel":"cli","command":{"action":"order","units":["F2"]},"draws":0,"role":"Allies"}	2026-11-27T22:04:26.685721+00:00	4afd338463304c738f8bd2207071a738629780c90d9b69f215f3c25f0dde99d3	1d322ab9be3c2d3e55090530bdef47d006733feec15726d75e4b22d95b4c2fa1
436	9cfb28eee0	54	step	Allies	{"role":"Allies","step":"move"}	{"channel":"cli"}	2026-11-27T22:04:26.685721+00:00	1d322ab9be3c2d3e55090530bdef47d006733feec15726d75e4b22d95b4c2fa1	93a9192456ff6ddf931dc9980ad4980af96b7aca48eca3ca37f75d02a3e8ef1a
437	9cfb28eee0	55	moved	Allies	{"cost":1,"path":["E2","D2"],"side":"Allies","stopped":false,"unit":"u11"}	{"batch":1,"channel":"cli","command":{"action":"move","path":["E2","D2"]},"draws":0,"role":"Allies"}	2026-11-27T22:04:26.687406+00:00	93a9192456ff6ddf931dc9980ad4980af96b7aca48eca3ca37f75d02a3e8ef1a	fabbc1c7d3f8d0c4a7719422afc872b9cf4985d0302ec72df0563ef8fc7b1095
438	9cfb28eee0	56	moved	Allies	{"cost":1,"path":["I2","J3"],"side":"Allies","stopped":false,"unit":"u13"}	{"batch":1,"channel":"cli","command":{"action":"move","path":["I2","J3"]},"draws":0,"role":"Allies"}	2026-11-27T22:04:26.688713+00:00	fabbc1c7d3f8d0c4a7719422afc872b9cf4985d0302ec72df0563ef8fc7b1095	1d56c1acdbd744b34f8830547fc76c94015ec92c1fffdbd1ac4ae63f0007a41d
439	9cfb28eee0	57	moved	Allies	{"cost":1,"path":["F2","F3"],"side":"Allies","stopped":false,"unit":"u12"}	{"batch":2,"channel":"cli","command":{"action":"move","path":["F2","F3"]},"draws":0,"role":"Allies"}	2026-11-27T22:04:26.690280+00:00	1d56c1acdbd744b34f8830547fc76c94015ec92c1fffdbd1ac4ae63f0007a41d	a7f45d3c85a69a51df73bc33358f19560675696f7a1fb6152b6759fa2233f251
440	9cfb28eee0	58	step	Allies	{"role":"Allies","step":"battle"}	{"channel":"cli"}	2026-11-27T22:04:26.690280+00:00	a7f45d3c85a69a51df73bc33358f19560675696f7a1fb6152b6759fa2233f251	d41420e4518703001f8cfd07def68da7fdb25627f67010dfbd31e96024bca642
441	9cfb28eee0	59	discarded	Allies	{"card":"attack-center-4","side":"Allies"}	{"batch":3,"channel":"cli","command":{"action":"end"},"draws":0,"role":"Allies"}	2026-11-27T22:04:26.691582+00:00	d41420e4518703001f8cfd07def68da7fdb25627f67010dfbd31e96024bca642	f0fd190ab1a8d656d2a2b030cd9638e87f3be134b5d1ae4a7d6c392023f5a284
442	9cfb28eee0	60	drew	Allies	{"cards":["probe-left-3"],"side":"Allies","to_hand":true}	{"channel":"cli"}	2026-11-27T22:04:26.691582+00:00	f0fd190ab1a8d656d2a2b030cd9638e87f3be134b5d1ae4a7d6c392023f5a284	f93af96b2e953de5872c0d98a292d0068dbad6067a83bdf29b8a0484c2b147e3
443	9cfb28eee0	61	turn_began	Allies	{"number":6,"side":"Axis"}	{"channel":"cli"}	2026-11-27T22:04:26.691582+00:00	f93af96b2e953de5872c0d98a292d0068dbad6067a83bdf29b8a0484c2b147e3	1a6526f39374569766be6aed64159dbb85b2f9ae58b3dc2d07bceda605581af4
444	9cfb28eee0	62	card_played	Axis	{"card":"attack-center-1","side":"Axis"}	{"batch":2,"channel":"cli","command":{"action":"play","card":"attack-center"},"draws":0,"role":"Axis"}	2026-11-27T22:04:26.693103+00:00	1a6526f39374569766be6aed64159dbb85b2f9ae58b3dc2d07bceda605581af4	a40b69e74d2cc0b5cfc22edcfd04e5a879f00cdaefcd6b85f9777af4742c3149
445	9cfb28eee0	63	step	Axis	{"role":"Axis","step":"order"}	{"channel":"cli"}	2026-11-27T22:04:26.693103+00:00	a40b69e74d2cc0b5cfc22edcfd04e5a879f00cdaefcd6b85f9777af4742c3149	151238d5ac13505f9ed0378064a2c2472c4b4ddabcb16a29e3a57281f2639562
446	9cfb28eee0	64	step	Axis	{"role":"Axis","step":"move"}	{"batch":5,"channel":"cli","command":{"action":"end"},"draws":0,"role":"Axis"}	2026-11-27T22:04:26.694310+00:00	151238d5ac13505f9ed0378064a2c2472c4b4ddabcb16a29e3a57281f2639562	4bceb5dcbc23d855898213557ded49abfdf99a18ee493dddb41da6867205b4ca
447	9cfb28eee0	65	step	Axis	{"role":"Axis","step":"battle"}	{"channel":"cli"}	2026-11-27T22:04:26.694310+00:00	4bceb5dcbc23d855898213557ded49abfdf99a18ee493dddb41da6867205b4ca	ea06400d7d3c3fef0ec04875b8358fd69340ade45cd30f13834312f95878bfaa
448	9cfb28eee0	66	discarded	Axis	{"card":"attack-center-1","side":"Axis"}	{"channel":"cli"}	2026-11-27T22:04:26.694310+00:00	ea06400d7d3c3fef0ec04875b8358fd69340ade45cd30f13834312f95878bfaa	fb69c0d7bec66e551800f267a0a5f7886d7fc8ae944a62ac0b25a1447430a2e0
449	9cfb28eee0	67	drew	Axis	{"cards":["move-out-2"],"side":"Axis","to_hand":true}	{"channel":"cli"}	2026-11-27T22:04:26.694310+00:00	fb69c0d7bec66e551800f267a0a5f7886d7fc8ae944a62ac0b25a1447430a2e0	da572d1d9dc4eb43617c82aab9500c59e62f3694bd9358f167c2473423c32675
450	9cfb28eee0	68	turn_began	Axis	{"number":7,"side":"Allies"}	{"channel":"cli"}	2026-11-27T22:04:26.694310+00:00	da572d1d9dc4eb43617c82aab9500c59e62f3694bd9358f167c2473423c32675	ded80b41289b6b0ebf3d0558800fc914811cd262b5018690add041d86c425521
451	9cfb28eee0	69	standing_answer	Allies	{"answers":{"ambush":"off"},"side":"Allies"}	{"batch":1,"channel":"cli","command":{"action":"ambush","answer":"off"},"draws":0,"role":"Allies"}	2026-11-27T22:04:26.695979+00:00	ded80b41289b6b0ebf3d0558800fc914811cd262b5018690add041d86c425521	f24fcbb221e1a5d42be5b81eaa5b739a227da26ef8acddd09ee7d1d6936c8f74
452	9cfb28eee0	70	card_played	Allies	{"card":"recon-in-force-3","side":"Allies"}	{"batch":2,"channel":"cli","command":{"action":"play","card":"recon-in-force"},"draws":0,"role":"Allies"}	2026-11-27T22:04:26.697119+00:00	f24fcbb221e1a5d42be5b81eaa5b739a227da26ef8acddd09ee7d1d6936c8f74	769c7d5d7c3461dc1d79a489a4d7d605db6db27e4ef91451a03bf6a588ad0212
453	9cfb28eee0	71	step	Allies	{"role":"Allies","step":"order"}	{"channel":"cli"}	2026-11-27T22:04:26.697119+00:00	769c7d5d7c3461dc1d79a489a4d7d605db6db27e4ef91451a03bf6a588ad0212	2eb86ddb663e75c0822149eb9e2e95cbba10ddbcb3f33cd2f3cced6d5daa07bd
454	9cfb28eee0	72	ordered	Allies	{"at":["B2"],"side":"Allies","units":["u09"]}	{"batch":1,"channel":"cli","command":{"action":"order","units":["B2"]},"draws":0,"role":"Allies"}	2026-11-27T22:04:26.698351+00:00	2eb86ddb663e75c0822149eb9e2e95cbba10ddbcb3f33cd2f3cced6d5daa07bd	da2145ea221813056ca1b44aea50c9a43843cd2f9b357b632a55b53cdccd4c06
455	9cfb28eee0	73	ordered	Allies	{"at":["F3"],"side":"Allies","units":["u12"]}	{"batch":1,"channel":"cli","command":{"action":"order","units":["F3"]},"draws":0,"role":"Allies"}	2026-11-27T22:04:26.699507+00:00	da2145ea221813056ca1b44aea50c9a43843cd2f9b357b632a55b53cdccd4c06	8ab64bf55a98649b190374fab08888e3386626d064cbfd3e7b9b72f4428179d1
456	9cfb28eee0	74	ordered	Allies	{"at":["K2"],"side":"Allies","units":["u15"]}	{"batch":2,"channel":"cli","command":{"action":"order","units":["K2"]},"draws":0,"role":"Allies"}	2026-11-27T22:04:26.701154+00:00	8ab64bf55a98649b190374fab08888e3386626d064cbfd3e7b9b72f4428179d1	5fc3b3a268f6f43daa4ee4e14902739549ee8941b9c815a96eff95ab7ffe4a73
457	9cfb28eee0	75	step	Allies	{"role":"Allies","step":"move"}	{"channel":"cli"}	2026-11-27T22:04:26.701154+00:00	5fc3b3a268f6f43daa4ee4e14902739549ee8941b9c815a96eff95ab7ffe4a73	45f8e162f1e9168a314041882df13ccb27bdff21f48e3e9d1edc8355002bace0
458	9cfb28eee0	76	moved	Allies	{"cost":1,"path":["K2","K3"],"side":"Allies","stopped":false,"unit":"u15"}	{"batch":1,"channel":"cli","command":{"action":"move","path":["K2","K3"]},"draws":0,"role":"Allies"}	2026-11-27T22:04:26.704096+00:00	45f8e162f1e9168a314041882df13ccb27bdff21f48e3e9d1edc8355002bace0	a00453cf2d4c9842dbae935f61778ddc2d6df74df5e54b400c857331ef746a96
459	9cfb28eee0	77	moved	Allies	{"cost":2,"path":["F3","E4","E5"],"side":"Allies","stopped":false,"unit":"u12"}	{"batch":1,"channel":"cli","command":{"action":"move","path":["F3","E5"]},"draws":0,"role":"Allies"}	2026-11-27T22:04:26.705749+00:00	a00453cf2d4c9842dbae935f61778ddc2d6df74df5e54b400c857331ef746a96	7623f1cc2179d30c5f4f3d8ba14366b8bd0afb20336dc9c6b16d848defe8f4c5
460	9cfb28eee0	78	moved	Allies	{"cost":1,"path":["B2","B1"],"side":"Allies","stopped":false,"unit":"u09"}	{"batch":5,"channel":"cli","command":{"action":"move","path":["B2","B1"]},"draws":0,"role":"Allies"}	2026-11-27T22:04:26.707101+00:00	7623f1cc2179d30c5f4f3d8ba14366b8bd0afb20336dc9c6b16d848defe8f4c5	389ef09ffb96e7ac9b38ef8e219fc75872e8c3ac65d6b42ea784433b0628fb3d
461	9cfb28eee0	79	step	Allies	{"role":"Allies","step":"battle"}	{"channel":"cli"}	2026-11-27T22:04:26.707101+00:00	389ef09ffb96e7ac9b38ef8e219fc75872e8c3ac65d6b42ea784433b0628fb3d	9b45ddd4128e355fe3ef846c86cc76c268ed14edcd971231f6a32399a8805bcf
462	9cfb28eee0	80	discarded	Allies	{"card":"recon-in-force-3","side":"Allies"}	{"channel":"cli"}	2026-11-27T22:04:26.707101+00:00	9b45ddd4128e355fe3ef846c86cc76c268ed14edcd971231f6a32399a8805bcf	607249787349f7a7204b8afbad057d0e0be9ef7614ca88f9df43fe210ef9480d
463	9cfb28eee0	81	drew	Allies	{"cards":["probe-right-4"],"side":"Allies","to_hand":true}	{"channel":"cli"}	2026-11-27T22:04:26.707101+00:00	607249787349f7a7204b8afbad057d0e0be9ef7614ca88f9df43fe210ef9480d	93c442fa4f65159f05ccdd109bc6c9b6529962669b479e877478053e352773d1
464	9cfb28eee0	82	turn_began	Allies	{"number":8,"side":"Axis"}	{"channel":"cli"}	2026-11-27T22:04:26.707101+00:00	93c442fa4f65159f05ccdd109bc6c9b6529962669b479e877478053e352773d1	d55eea3689d838e89065e050b859f50a9f51750be38a10a5a10a587ac033ba94
465	9cfb28eee0	83	standing_answer	Axis	{"answers":{"ambush":"off"},"side":"Axis"}	{"batch":1,"channel":"cli","command":{"action":"ambush","answer":"off"},"draws":0,"role":"Axis"}	2026-11-27T22:04:26.708642+00:00	d55eea3689d838e89065e050b859f50a9f51750be38a10a5a10a587ac033ba94	db958b14b9304272e47023d1366f9c44e5b8afcca47fac775f1e04b45cb83b30
466	9cfb28eee0	84	card_played	Axis	{"card":"counter-attack-2","side":"Axis"}	{"batch":3,"channel":"cli","command":{"action":"play","card":"counter-attack"},"draws":0,"role":"Axis"}	2026-11-27T22:04:26.709829+00:00	db958b14b9304272e47023d1366f9c44e5b8afcca47fac775f1e04b45cb83b30	ee3834e2fd4e6dcc238b65b75d2fdc06c5cfb6d4e728fa66db2a2cd2db05b7ad
467	9cfb28eee0	85	copied	Axis	{"card":"recon-in-force-3","mirrored":true,"side":"Axis"}	{"channel":"cli"}	2026-11-27T22:04:26.709829+00:00	ee3834e2fd4e6dcc238b65b75d2fdc06c5cfb6d4e728fa66db2a2cd2db05b7ad	122de2731178326766b896426f4d1f95613b6afc7216097e04d56013bbdf9d56
468	9cfb28eee0	86	step	Axis	{"role":"Axis","step":"order"}	{"channel":"cli"}	2026-11-27T22:04:26.709829+00:00	122de2731178326766b896426f4d1f95613b6afc7216097e04d56013bbdf9d56	a617e936553a2b7eec5580bfa15d9451ea0e6d898843c7944fd40f802b3340e6
469	9cfb28eee0	87	ordered	Axis	{"at":["I8"],"side":"Axis","units":["u04"]}	{"batch":1,"channel":"cli","command":{"action":"order","units":["I8"]},"draws":0,"role":"Axis"}	2026-11-27T22:04:26.711280+00:00	a617e936553a2b7eec5580bfa15d9451ea0e6d898843c7944fd40f802b3340e6	dcd9a33f37d2f3449efeb58077bcedafe0fdc7bfb95ea75a63227d56e6bfdefc
470	9cfb28eee0	88	ordered	Axis	{"at":["C6"],"side":"Axis","units":["u07"]}	{"batch":1,"channel":"cli","command":{"action":"order","units":["C6"]},"draws":0,"role":"Axis"}	2026-11-27T22:04:26.712535+00:00	dcd9a33f37d2f3449efeb58077bcedafe0fdc7bfb95ea75a63227d56e6bfdefc	ac2c50a41b22e110f3e492873bcf5fe2a780650231200ef5dcd1f4c3aaa36daf
471	9cfb28eee0	89	ordered	Axis	{"at":["G7"],"side":"Axis","units":["u06"]}	{"batch":2,"channel":"cli","command":{"action":"order","units":["G7"]},"draws":0,"role":"Axis"}	2026-11-27T22:04:26.713807+00:00	ac2c50a41b22e110f3e492873bcf5fe2a780650231200ef5dcd1f4c3aaa36daf	61d6ecef8c31e8359e31059e716d06b370f374f950b4e50d50a6b72400ca1f16
472	9cfb28eee0	90	step	Axis	{"role":"Axis","step":"move"}	{"channel":"cli"}	2026-11-27T22:04:26.713807+00:00	61d6ecef8c31e8359e31059e716d06b370f374f950b4e50d50a6b72400ca1f16	d0828fd1f729fcab20735d314d207f95b1c7d4d3f5932d1df27c01300caa077f
473	9cfb28eee0	91	moved	Axis	{"cost":2,"path":["C6","C7","B8"],"side":"Axis","stopped":true,"unit":"u07"}	{"batch":1,"channel":"cli","command":{"action":"move","path":["C6","B8"]},"draws":0,"role":"Axis"}	2026-11-27T22:04:26.715831+00:00	d0828fd1f729fcab20735d314d207f95b1c7d4d3f5932d1df27c01300caa077f	fd75165bfdf7c158df8fe37c4fdacd2cd10ca3752841e07e30a7dad45506aa5b
474	9cfb28eee0	92	moved	Axis	{"cost":1,"path":["I8","H8"],"side":"Axis","stopped":false,"unit":"u04"}	{"batch":2,"channel":"cli","command":{"action":"move","path":["I8","H8"]},"draws":0,"role":"Axis"}	2026-11-27T22:04:26.717487+00:00	fd75165bfdf7c158df8fe37c4fdacd2cd10ca3752841e07e30a7dad45506aa5b	73159dc66344c9dd3fc5b44bf7c49526cbff5bdd78731b4a5ed8ef502261b05a
475	9cfb28eee0	93	step	Axis	{"role":"Axis","step":"battle"}	{"channel":"cli"}	2026-11-27T22:04:26.717487+00:00	73159dc66344c9dd3fc5b44bf7c49526cbff5bdd78731b4a5ed8ef502261b05a	392becb15c5bfbe2bd86d723fcf1f4a9acd358fdcd49f81df8f9b1efe5b601b4
476	9cfb28eee0	94	battle	Axis	{"at":"E5","dice":2,"distance":3,"faces":["star","grenade"],"from":"G7","overrun":false,"resume":"battle","side":"Axis","target":"u12","unit":"u06"}	{"batch":7,"channel":"cli","command":{"action":"battle","target":"E5","unit":"G7"},"draws":2,"role":"Axis"}	2026-11-27T22:04:26.719076+00:00	392becb15c5bfbe2bd86d723fcf1f4a9acd358fdcd49f81df8f9b1efe5b601b4	b6497fac9b12d6119c09daf7978539e9449b99e197cb30060ffaaef6b30d1e71
477	9cfb28eee0	95	hits	Axis	{"at":"E5","figures":1,"left":2,"side":"Allies","unit":"u12"}	{"channel":"cli"}	2026-11-27T22:04:26.719076+00:00	b6497fac9b12d6119c09daf7978539e9449b99e197cb30060ffaaef6b30d1e71	6c014423edd7e37de2c573ae6bd57f7f3e59d832d0c81ef84e40811e8f64f6b3
478	9cfb28eee0	96	attack_over	Axis	{}	{"channel":"cli"}	2026-11-27T22:04:26.719076+00:00	6c014423edd7e37de2c573ae6bd57f7f3e59d832d0c81ef84e40811e8f64f6b3	52672346e314f1a7703540bcf261ecaa4c99c9c007107e02460d7d19b4a85a64
479	9cfb28eee0	97	step	Axis	{"role":"Axis","step":"battle"}	{"channel":"cli"}	2026-11-27T22:04:26.719076+00:00	52672346e314f1a7703540bcf261ecaa4c99c9c007107e02460d7d19b4a85a64	78b3f7db6cb0420b0563959d9b45380a4e18097af9f31efe79dbc17d82987de4
480	9cfb28eee0	98	discarded	Axis	{"card":"counter-attack-2","side":"Axis"}	{"channel":"cli"}	2026-11-27T22:04:26.719076+00:00	78b3f7db6cb0420b0563959d9b45380a4e18097af9f31efe79dbc17d82987de4	f137f0aaba0c42db360e616712b0e18335de131aecfafcd46064e0f20c1e47ee
481	9cfb28eee0	99	drew	Axis	{"cards":["medics-and-mechanics-1"],"side":"Axis","to_hand":true}	{"channel":"cli"}	2026-11-27T22:04:26.719076+00:00	f137f0aaba0c42db360e616712b0e18335de131aecfafcd46064e0f20c1e47ee	7b59d9018a1fa39f6e872b64d47e44e2c25807196a033519714f7dc4406e886d
482	9cfb28eee0	100	turn_began	Axis	{"number":9,"side":"Allies"}	{"channel":"cli"}	2026-11-27T22:04:26.719076+00:00	7b59d9018a1fa39f6e872b64d47e44e2c25807196a033519714f7dc4406e886d	f1e5fa027f505f38ff2f8a8a461d24e2b95c73f8627cfc85cd349ecfba93cab6
483	9cfb28eee0	101	standing_answer	Allies	{"answers":{"ambush":"on"},"side":"Allies"}	{"batch":1,"channel":"cli","command":{"action":"ambush","answer":"on"},"draws":0,"role":"Allies"}	2026-11-27T22:04:26.721746+00:00	f1e5fa027f505f38ff2f8a8a461d24e2b95c73f8627cfc85cd349ecfba93cab6	551e343efc3d13eda07b5d4304930fef77503ed93770b3e02857af019258e3a3
484	9cfb28eee0	102	card_played	Allies	{"card":"probe-left-3","side":"Allies"}	{"batch":2,"channel":"cli","command":{"action":"play","card":"probe-left"},"draws":0,"role":"Allies"}	2026-11-27T22:04:26.722943+00:00	551e343efc3d13eda07b5d4304930fef77503ed93770b3e02857af019258e3a3	f30f1162a870662c90cf3c5eb07de2614992ce7dbaef8fa25c8df8b61ef8346f
485	9cfb28eee0	103	step	Allies	{"role":"Allies","step":"order"}	{"channel":"cli"}	2026-11-27T22:04:26.722943+00:00	f30f1162a870662c90cf3c5eb07de2614992ce7dbaef8fa25c8df8b61ef8346f	d8da9d1ad28266de1bb62eeb9922089f6ef82ceb4fc028379460cf605b3fc90d
486	9cfb28eee0	104	ordered	Allies	{"at":["D2"],"side":"Allies","units":["u11"]}	{"batch":1,"channel":"cli","command":{"action":"order","units":["D2"]},"draws":0,"role":"Allies"}	2026-11-27T22:04:26.724184+00:00	d8da9d1ad28266de1bb62eeb9922089f6ef82ceb4fc028379460cf605b3fc90d	d9235e54f06d588c829753c286157553ec488944dbacb645f2bbe2a9e0266f90
487	9cfb28eee0	105	ordered	Allies	{"at":["B1"],"side":"Allies","units":["u09"]}	{"batch":2,"channel":"cli","command":{"action":"order","units":["B1"]},"draws":0,"role":"Allies"}	2026-11-27T22:04:26.725483+00:00	d9235e54f06d588c829753c286157553ec488944dbacb645f2bbe2a9e0266f90	262d631bf4dd3f49addf8e33cc7ccf1ec97b49a99c9ecb487cc334331ac9386c
488	9cfb28eee0	106	step	Allies	{"role":"Allies","step":"move"}	{"channel":"cli"}	2026-11-27T22:04:26.725483+00:00	262d631bf4dd3f49addf8e33cc7ccf1ec97b49a99c9ecb487cc334331ac9386c	c557332a1413212846fda02c82648d527f08b88c2d4261ef34407edd16a987aa
489	9cfb28eee0	107	moved	Allies	{"cost":1,"path":["D2","D3"],"side":"Allies","stopped":false,"unit":"u11"}	{"batch":1,"channel":"cli","command":{"action":"move","path":["D2","D3"]},"draws":0,"role":"Allies"}	2026-11-27T22:04:26.727127+00:00	c557332a1413212846fda02c82648d527f08b88c2d4261ef34407edd16a987aa	d4f72bd82ec60ff89238786bb7871daa4c16d7074b8682872529105cd2e7f861
490	9cfb28eee0	108	step	Allies	{"role":"Allies","step":"battle"}	{"batch":4,"channel":"cli","command":{"action":"end"},"draws":0,"role":"Allies"}	2026-11-27T22:04:26.728236+00:00	d4f72bd82ec60ff89238786bb7871daa4c16d7074b8682872529105cd2e7f861	0f9d9bee04a138e4aae0f79b71acf4f7a5334310608d7c2d0214f91055241e05
491	9cfb28eee0	109	discarded	Allies	{"card":"probe-left-3","side":"Allies"}	{"channel":"cli"}	2026-11-27T22:04:26.728236+00:00	0f9d9bee04a138e4aae0f79b71acf4f7a5334310608d7c2d0214f91055241e05	de76d84375f150eac35e6e9409fdf10fc961f48dc8ad00fa10d5d0abd56d0c92
492	9cfb28eee0	110	drew	Allies	{"cards":["assault-left-1"],"side":"Allies","to_hand":true}	{"channel":"cli"}	2026-11-27T22:04:26.728236+00:00	de76d84375f150eac35e6e9409fdf10fc961f48dc8ad00fa10d5d0abd56d0c92	6d032d5c4dea24b7c46859c4af2b2df0ece9920ef55a3fd6727ed00c9bed9144
493	9cfb28eee0	111	turn_began	Allies	{"number":10,"side":"Axis"}	{"channel":"cli"}	2026-11-27T22:04:26.728236+00:00	6d032d5c4dea24b7c46859c4af2b2df0ece9920ef55a3fd6727ed00c9bed9144	56f3f91b62df397a2dc5947bed06ecb12016abbc1172e480fd5718a51eb4593c
515	6a44e9ce83	21	tokens	Soviets	{"bonus":1,"force":"S","play":["support"],"role":"Soviets"}	{"batch":3,"channel":"cli","command":{"action":"tokens","play":["support"]},"draws":4,"role":"Soviets"}	2026-11-27T22:04:26.803034+00:00	540134210c17ff0ae5fd887dc829c4141324d9a6fe07f25fb60babc56691c384	cbc85afaf66589fb68eaf7f9a4533c86d2d79bb4e396e39e701f6c3e8e8ae8de
494	6a44e9ce83	0	game.created	\N	{"entropy":"2dba5dbc339e7316aea2683faf839c1b7b1ee2313db792112588118df066aa35","kind":"berlin","options":{"seats":2},"rules_version":"1","seats":[{"name":"Ann","role":"Soviets"},{"name":"Bob","role":"West"}],"seed_commitment":"8044333e622952387305d2cda7bdefdd012d5a5fa8f08926cc5647ba89afb814","title":"Race to Berlin"}	{"batch":0}	2026-11-27T22:04:26.772294+00:00	0000000000000000000000000000000000000000000000000000000000000000	2f05dc8718e582dcef53ea2990e9d24e3c6e07219ac8de37d27380a35ccedada
495	6a44e9ce83	1	started	\N	{"blocks":{"Soviets":[2,2,3,3,4,4,5,5],"West":[2,2,3,3,4,4,5,5]},"control":{"1":"W","10":"G","11":"S","12":"W","13":"G","14":"G","15":"G","16":"G","17":"S","18":"W","19":"G","2":"G","20":"G","21":"G","22":"G","23":"G","24":"G","25":"G","26":"S","27":"W","28":"G","29":"G","3":"G","30":"G","31":"G","32":"G","33":"G","34":"G","35":"S","36":"G","37":"G","38":"G","39":"G","4":"G","40":"G","41":"G","42":"G","5":"G","6":"S","7":"W","8":"G","9":"G","B1":"G","B2":"G","B3":"G","B4":"G","B5":"G"},"first":"Soviets","forts":["2","4","5","8","13","14","19","24","28","32","33","36","39","40","42","B1"],"tokens":{"Soviets":[{"force":"S","kind":"logistics"},{"force":"S","kind":"logistics"},{"force":"S","kind":"support"},{"force":"S","kind":"reserves"},{"force":"GW","kind":"support"},{"force":"GW","kind":"counterattack"},{"force":"GW","kind":"counterattack"},{"force":"GW","kind":"reserves"}],"West":[{"force":"W","kind":"logistics"},{"force":"W","kind":"logistics"},{"force":"W","kind":"support"},{"force":"W","kind":"reserves"},{"force":"GE","kind":"support"},{"force":"GE","kind":"counterattack"},{"force":"GE","kind":"counterattack"},{"force":"GE","kind":"reserves"}]},"units":{"1BF":{"area":"26","force":"S","strength":4},"1UF":{"area":"17","force":"S","strength":4},"2BF":{"area":"35","force":"S","strength":4},"2UF":{"area":"6","force":"S","strength":4},"3BF":{"area":"35","force":"S","strength":4},"3UF":{"area":"6","force":"S","strength":3},"4UF":{"area":"11","force":"S","strength":3},"BR2":{"area":"18","force":"W","strength":3},"CDN1":{"area":"27","force":"W","strength":3},"FR1":{"area":"1","force":"W","strength":3},"GE-17":{"area":"16","force":"GE","strength":2},"GE-1PZ":{"area":"10","force":"GE","strength":2},"GE-2":{"area":"41","force":"GE","strength":2},"GE-2PZ":{"area":"5","force":"GE","strength":1},"GE-3PZ":{"area":"42","force":"GE","strength":2},"GE-4":{"area":"41","force":"GE","strength":3},"GE-4PZ":{"area":"25","force":"GE","strength":2},"GE-6":{"area":"5","force":"GE","strength":3},"GE-6SS":{"area":null,"force":"GE","strength":4},"GE-8":{"area":"10","force":"GE","strength":2},"GE-9":{"area":"34","force":"GE","strength":2},"GE-BER":{"area":"B1","force":"GE","strength":2},"GE-VIS":{"area":"40","force":"GE","strength":1},"GW-1":{"area":"8","force":"GW","strength":2},"GW-15":{"area":"19","force":"GW","strength":2},"GW-19":{"area":"2","force":"GW","strength":2},"GW-1FJ":{"area":"28","force":"GW","strength":3},"GW-24":{"area":"2","force":"GW","strength":1},"GW-25":{"area":"36","force":"GW","strength":1},"GW-5PZ":{"area":"13","force":"GW","strength":3},"GW-6SS":{"area":"13","force":"GW","strength":4},"GW-7":{"area":"13","force":"GW","strength":2},"GW-B":{"area":"20","force":"GW","strength":2},"GW-G":{"area":"8","force":"GW","strength":1},"GW-H":{"area":"28","force":"GW","strength":1},"GW-OR":{"area":"2","force":"GW","strength":1},"US1":{"area":"12","force":"W","strength":4},"US3":{"area":"7","force":"W","strength":4},"US7":{"area":"1","force":"W","strength":3},"US9":{"area":"18","force":"W","strength":3}}}	{"batch":2,"setup":true}	2026-11-27T22:04:26.772294+00:00	2f05dc8718e582dcef53ea2990e9d24e3c6e07219ac8de37d27380a35ccedada	ee6084560b68b4920cacc80bb58048284668743949da4f660d1d11726c6e166b
496	6a44e9ce83	2	stage	\N	{"first":"Soviets","stage":1}	{}	2026-11-27T22:04:26.772294+00:00	ee6084560b68b4920cacc80bb58048284668743949da4f660d1d11726c6e166b	de52ed41c470df7e8fe29916288ded847b8b8ea481b9037c1b24ba33ef9b1fab
497	6a44e9ce83	3	placed	Soviets	{"area":"6","force":"S","role":"Soviets","value":5}	{"batch":2,"channel":"cli","command":{"action":"place","area":"6","value":5},"draws":0,"role":"Soviets"}	2026-11-27T22:04:26.777728+00:00	de52ed41c470df7e8fe29916288ded847b8b8ea481b9037c1b24ba33ef9b1fab	556ba2ad2022b89e32e176bc7ac522d5f01b173e51c87de5c713552a94fd8ded
498	6a44e9ce83	4	turn	Soviets	{"role":"West","step":"place"}	{"channel":"cli"}	2026-11-27T22:04:26.777728+00:00	556ba2ad2022b89e32e176bc7ac522d5f01b173e51c87de5c713552a94fd8ded	8b496fc17844735ead02a9e1af7714d2fcc43d610478a31f4ae55e2ea01a2d19
499	6a44e9ce83	5	placed	West	{"area":"27","force":"W","role":"West","value":5}	{"batch":2,"channel":"cli","command":{"action":"place","area":"27","value":5},"draws":0,"role":"West"}	2026-11-27T22:04:26.781419+00:00	8b496fc17844735ead02a9e1af7714d2fcc43d610478a31f4ae55e2ea01a2d19	a1c43ee16a72a1a9523ac5e101b75b0eb54a22804c04180fb0a255d76da55cf6
500	6a44e9ce83	6	turn	West	{"role":"Soviets","step":"place"}	{"channel":"cli"}	2026-11-27T22:04:26.781419+00:00	a1c43ee16a72a1a9523ac5e101b75b0eb54a22804c04180fb0a255d76da55cf6	59b408e7e0441699d91b1c915511d65bf44c4d29f1eee2df0ba321b2d2c4e433
501	6a44e9ce83	7	placed	Soviets	{"area":"11","force":"S","role":"Soviets","value":2}	{"batch":2,"channel":"cli","command":{"action":"place","area":"11","value":2},"draws":0,"role":"Soviets"}	2026-11-27T22:04:26.785003+00:00	59b408e7e0441699d91b1c915511d65bf44c4d29f1eee2df0ba321b2d2c4e433	ed72a9863fa4513048382445041553a6f4160267d16985690cb306968a96c60f
502	6a44e9ce83	8	turn	Soviets	{"role":"West","step":"place"}	{"channel":"cli"}	2026-11-27T22:04:26.785003+00:00	ed72a9863fa4513048382445041553a6f4160267d16985690cb306968a96c60f	6e86d096937959e6b285ac777d3353eacf32b97614e39f17b122b6494f8008e5
503	6a44e9ce83	9	placed	West	{"area":"34","force":"GE","role":"West","value":2}	{"batch":2,"channel":"cli","command":{"action":"place","area":"34","value":2},"draws":0,"role":"West"}	2026-11-27T22:04:26.788324+00:00	6e86d096937959e6b285ac777d3353eacf32b97614e39f17b122b6494f8008e5	eb21c326b1f887ff223a306ec02082ff49e5577eb8aac791d293401aa348cafc
504	6a44e9ce83	10	turn	West	{"role":"Soviets","step":"place"}	{"channel":"cli"}	2026-11-27T22:04:26.788324+00:00	eb21c326b1f887ff223a306ec02082ff49e5577eb8aac791d293401aa348cafc	b41c77c99dd12a38d13dce60391be62fbc089d0ccb1de1a79ac856c271ea389b
505	6a44e9ce83	11	placed	Soviets	{"area":"35","force":"S","role":"Soviets","value":4}	{"batch":3,"channel":"cli","command":{"action":"place","area":"35","value":4},"draws":0,"role":"Soviets"}	2026-11-27T22:04:26.791843+00:00	b41c77c99dd12a38d13dce60391be62fbc089d0ccb1de1a79ac856c271ea389b	ebf3aa5a2c0be87de3c1865a6ea17226ba460bbfabf9a3c0aff7f0904e889a9a
506	6a44e9ce83	12	passed	Soviets	{"role":"Soviets"}	{"channel":"cli"}	2026-11-27T22:04:26.791843+00:00	ebf3aa5a2c0be87de3c1865a6ea17226ba460bbfabf9a3c0aff7f0904e889a9a	80c554bf71dc247cdc7daf3daa62ab2713b52a86064543773bcec6e42bcc3b4c
507	6a44e9ce83	13	turn	Soviets	{"role":"West","step":"place"}	{"channel":"cli"}	2026-11-27T22:04:26.791843+00:00	80c554bf71dc247cdc7daf3daa62ab2713b52a86064543773bcec6e42bcc3b4c	a198c597fa0482cb729098c35434560e054822cdd23a8c36ca99d25f6660520c
508	6a44e9ce83	14	placed	West	{"area":"7","force":"W","role":"West","value":2}	{"batch":4,"channel":"cli","command":{"action":"place","area":"7","value":2},"draws":0,"role":"West"}	2026-11-27T22:04:26.797315+00:00	a198c597fa0482cb729098c35434560e054822cdd23a8c36ca99d25f6660520c	11f7db0fd2e5a026789c26e5c5a0d677e8c12043cbc1cde0f9d3a2400d9577c7
509	6a44e9ce83	15	passed	West	{"role":"West"}	{"channel":"cli"}	2026-11-27T22:04:26.797315+00:00	11f7db0fd2e5a026789c26e5c5a0d677e8c12043cbc1cde0f9d3a2400d9577c7	1a4d9d4595cd321ae43c86979e8fe2599b9242ea21022d40e055a26d7063ea8d
510	6a44e9ce83	16	phase	West	{"phase":"action"}	{"channel":"cli"}	2026-11-27T22:04:26.797315+00:00	1a4d9d4595cd321ae43c86979e8fe2599b9242ea21022d40e055a26d7063ea8d	7b81e95957a197e811caec1bd3ae1304017795d5cc600f5cd18eb0d8db2e62e5
511	6a44e9ce83	17	turn	West	{"role":"Soviets","step":"act"}	{"channel":"cli"}	2026-11-27T22:04:26.797315+00:00	7b81e95957a197e811caec1bd3ae1304017795d5cc600f5cd18eb0d8db2e62e5	d66eabcfba137563a62f0744ed6c150331029621e2fcc39e212f964b7fef8762
512	6a44e9ce83	18	attack	Soviets	{"cubes":1,"defender":"West","defenders":["GE-3PZ"],"dforce":"GE","force":"S","from":"35","plan":{},"role":"Soviets","to":"42","units":["3BF","2BF"]}	{"batch":3,"channel":"cli","command":{"action":"attack","cubes":1,"from":"35","to":"42","units":["3BF","2BF"]},"draws":0,"role":"Soviets"}	2026-11-27T22:04:26.801281+00:00	d66eabcfba137563a62f0744ed6c150331029621e2fcc39e212f964b7fef8762	e566d991701d9348d0855751ba87dbecdec5d647abd72c78ec76fed4f0d4d283
513	6a44e9ce83	19	revealed	Soviets	{"blocks":[{"area":"35","role":"Soviets","value":4}]}	{"channel":"cli"}	2026-11-27T22:04:26.801281+00:00	e566d991701d9348d0855751ba87dbecdec5d647abd72c78ec76fed4f0d4d283	9f0dadc5b09ee877fe74ee7846f27c009949b421e04709f5c46b8d57239e0ded
514	6a44e9ce83	20	turn	Soviets	{"role":"Soviets","step":"tokens"}	{"channel":"cli"}	2026-11-27T22:04:26.801281+00:00	9f0dadc5b09ee877fe74ee7846f27c009949b421e04709f5c46b8d57239e0ded	540134210c17ff0ae5fd887dc829c4141324d9a6fe07f25fb60babc56691c384
516	6a44e9ce83	22	rolled	Soviets	{"attack":[1,3],"defence":[5,1]}	{"channel":"cli"}	2026-11-27T22:04:26.803034+00:00	cbc85afaf66589fb68eaf7f9a4533c86d2d79bb4e396e39e701f6c3e8e8ae8de	7e2515074de189892195b5f42944ca48a789459512cc2bc973eba9f01af0ce11
517	6a44e9ce83	23	turn	Soviets	{"role":"Soviets","step":"reroll"}	{"channel":"cli"}	2026-11-27T22:04:26.803034+00:00	7e2515074de189892195b5f42944ca48a789459512cc2bc973eba9f01af0ce11	0b83f833cea8f98049a9fa5bd689c7cbb44a30966d50269dc1721a2542bbef17
518	6a44e9ce83	24	rerolled	Soviets	{"force":"S","role":"Soviets","roll":[1,6],"side":"attack"}	{"batch":2,"channel":"cli","command":{"action":"reroll"},"draws":2,"role":"Soviets"}	2026-11-27T22:04:26.804784+00:00	0b83f833cea8f98049a9fa5bd689c7cbb44a30966d50269dc1721a2542bbef17	c6c46000ba286223108080b05d174666061a1e10161a4ee1ae2885ba2d6b1b59
519	6a44e9ce83	25	turn	Soviets	{"role":"West","step":"reroll"}	{"channel":"cli"}	2026-11-27T22:04:26.804784+00:00	c6c46000ba286223108080b05d174666061a1e10161a4ee1ae2885ba2d6b1b59	5ee5fa75c3364383dc40d393a4ec8ccd83d09a3d1ed2cb9486318b1789b710c8
520	6a44e9ce83	26	rerolled	West	{"force":"GE","role":"West","roll":[3,2],"side":"defence"}	{"batch":9,"channel":"cli","command":{"action":"reroll"},"draws":2,"role":"West"}	2026-11-27T22:04:26.808720+00:00	5ee5fa75c3364383dc40d393a4ec8ccd83d09a3d1ed2cb9486318b1789b710c8	e74e5e25259933ba163aa901dec8a07859a1a1c3aa918465c270375aef771074
521	6a44e9ce83	27	result	West	{"attack":20,"defence":9,"winner":"attack"}	{"channel":"cli"}	2026-11-27T22:04:26.808720+00:00	e74e5e25259933ba163aa901dec8a07859a1a1c3aa918465c270375aef771074	5de48fbbced9ac44b072eb8f194cc38d975bd04cf1d354c438f4ba3e484cb35e
522	6a44e9ce83	28	level	West	{"strength":1,"unit":"GE-3PZ"}	{"channel":"cli"}	2026-11-27T22:04:26.808720+00:00	5de48fbbced9ac44b072eb8f194cc38d975bd04cf1d354c438f4ba3e484cb35e	a60de637626b6ff4c1456508173d2fe5e695f9cf03e54abd54fa219d841e292a
523	6a44e9ce83	29	retreated	West	{"to":"40","unit":"GE-3PZ"}	{"channel":"cli"}	2026-11-27T22:04:26.808720+00:00	a60de637626b6ff4c1456508173d2fe5e695f9cf03e54abd54fa219d841e292a	b6885a89588c76e879300aa6a45408109c678477aa54fe25ce14f248bafcbea4
524	6a44e9ce83	30	fort_removed	West	{"area":"42"}	{"channel":"cli"}	2026-11-27T22:04:26.808720+00:00	b6885a89588c76e879300aa6a45408109c678477aa54fe25ce14f248bafcbea4	7f3fc1f4fe30563a96c8a0d56f9c042c55277eca80c83f99e93b30c8b6334ee8
525	6a44e9ce83	31	control	West	{"area":"42","side":"S"}	{"channel":"cli"}	2026-11-27T22:04:26.808720+00:00	7f3fc1f4fe30563a96c8a0d56f9c042c55277eca80c83f99e93b30c8b6334ee8	99fa0b2c3cf2ec879ae3192c5fd6761dc224cd2ea9162fc7f7a8ce5d7c7f2f9d
526	6a44e9ce83	32	advanced	West	{"to":"42","units":["3BF","2BF"]}	{"channel":"cli"}	2026-11-27T22:04:26.808720+00:00	99fa0b2c3cf2ec879ae3192c5fd6761dc224cd2ea9162fc7f7a8ce5d7c7f2f9d	a1119248268b2a0699f63c6591cbafab0b336c5d3e6335a78dcb8d5d90277efd
527	6a44e9ce83	33	combat_over	West	{}	{"channel":"cli"}	2026-11-27T22:04:26.808720+00:00	a1119248268b2a0699f63c6591cbafab0b336c5d3e6335a78dcb8d5d90277efd	ec906c99f73ff809146f1620e25182b645399d3ea0ad633a8c6aa95e3bb6806b
528	6a44e9ce83	34	turn	West	{"role":"West","step":"act"}	{"channel":"cli"}	2026-11-27T22:04:26.808720+00:00	ec906c99f73ff809146f1620e25182b645399d3ea0ad633a8c6aa95e3bb6806b	be625ecd2b22bd24b8c58dd8e46221d5ae63e56ae5b2bf1820da17180d50e627
529	6a44e9ce83	35	placed	West	{"area":"B1","force":"GE","role":"West","value":5}	{"batch":2,"channel":"cli","command":{"action":"place","area":"B1","value":5},"draws":0,"role":"West"}	2026-11-27T22:04:26.814176+00:00	be625ecd2b22bd24b8c58dd8e46221d5ae63e56ae5b2bf1820da17180d50e627	f2b6a77d00bbe189161ba3c5b3893a918a76f6ce8430ccd877da7518e7ef9450
530	6a44e9ce83	36	turn	West	{"role":"Soviets","step":"act"}	{"channel":"cli"}	2026-11-27T22:04:26.814176+00:00	f2b6a77d00bbe189161ba3c5b3893a918a76f6ce8430ccd877da7518e7ef9450	6c203dc32a049c0859844df127aeb69ffa763e4e304b5483dfb34a267ac81147
531	6a44e9ce83	37	placed	Soviets	{"area":"13","force":"GW","role":"Soviets","value":4}	{"batch":2,"channel":"cli","command":{"action":"place","area":"13","value":4},"draws":0,"role":"Soviets"}	2026-11-27T22:04:26.818306+00:00	6c203dc32a049c0859844df127aeb69ffa763e4e304b5483dfb34a267ac81147	cfa2639637f5f8e60d74cafa127e0597669521e13aff34f8d7c441fa9ca8caf8
532	6a44e9ce83	38	turn	Soviets	{"role":"West","step":"act"}	{"channel":"cli"}	2026-11-27T22:04:26.818306+00:00	cfa2639637f5f8e60d74cafa127e0597669521e13aff34f8d7c441fa9ca8caf8	ce96b8e842fb091e819f51a322a01e1895967e615d80802edd56ab95f7eaa0db
533	6a44e9ce83	39	placed	West	{"area":"18","force":"W","role":"West","value":3}	{"batch":2,"channel":"cli","command":{"action":"place","area":"18","value":3},"draws":0,"role":"West"}	2026-11-27T22:04:26.828847+00:00	ce96b8e842fb091e819f51a322a01e1895967e615d80802edd56ab95f7eaa0db	bed9076e687ecf82ead609f81c19d5079c2eac833f3af5e0cad3376ebe153d40
534	6a44e9ce83	40	turn	West	{"role":"Soviets","step":"act"}	{"channel":"cli"}	2026-11-27T22:04:26.828847+00:00	bed9076e687ecf82ead609f81c19d5079c2eac833f3af5e0cad3376ebe153d40	6e4775d4e583f7af795aeebd27979f99f6d7c928bacf96c794a98a9a073dd6aa
535	6a44e9ce83	41	attack	Soviets	{"cubes":1,"defender":"West","defenders":["US1"],"dforce":"W","force":"GW","from":"13","plan":{},"role":"Soviets","to":"12","units":["GW-5PZ"]}	{"batch":2,"channel":"cli","command":{"action":"attack","cubes":1,"from":"13","to":"12","units":["GW-5PZ"]},"draws":0,"role":"Soviets"}	2026-11-27T22:04:26.838345+00:00	6e4775d4e583f7af795aeebd27979f99f6d7c928bacf96c794a98a9a073dd6aa	a58cb85fcf124fe0f040609c22c71293caba8c392d9ed8dffc7a27745866aa13
536	6a44e9ce83	42	turn	Soviets	{"role":"West","step":"support"}	{"channel":"cli"}	2026-11-27T22:04:26.838345+00:00	a58cb85fcf124fe0f040609c22c71293caba8c392d9ed8dffc7a27745866aa13	11b438dfdf3cea7743d078f67d424c3e7a849f688cd97e3774f8da496a7cbeec
537	6a44e9ce83	43	supported	West	{"area":"27","force":"W","role":"West"}	{"batch":3,"channel":"cli","command":{"action":"support","area":"27"},"draws":0,"role":"West"}	2026-11-27T22:04:26.840243+00:00	11b438dfdf3cea7743d078f67d424c3e7a849f688cd97e3774f8da496a7cbeec	46f801ede61976b067e1bb742c91a92855b0db93f1a9fe2e3795facb067a1d01
538	6a44e9ce83	44	revealed	West	{"blocks":[{"area":"13","role":"Soviets","value":4},{"area":"27","role":"West","value":5}]}	{"channel":"cli"}	2026-11-27T22:04:26.840243+00:00	46f801ede61976b067e1bb742c91a92855b0db93f1a9fe2e3795facb067a1d01	1f73b73aa1dd7827c4e7f2acfa0d7a4ec2da88d3beebf09ec148f9e5f5d1d2ef
539	6a44e9ce83	45	turn	West	{"role":"Soviets","step":"tokens"}	{"channel":"cli"}	2026-11-27T22:04:26.840243+00:00	1f73b73aa1dd7827c4e7f2acfa0d7a4ec2da88d3beebf09ec148f9e5f5d1d2ef	a2edc3f91a355c6f53606cb3f76d39237b77e7766072fca68c730513f197eb42
540	6a44e9ce83	46	tokens	Soviets	{"bonus":0,"force":"GW","play":[],"role":"Soviets"}	{"batch":3,"channel":"cli","command":{"action":"tokens","play":[]},"draws":4,"role":"Soviets"}	2026-11-27T22:04:26.842141+00:00	a2edc3f91a355c6f53606cb3f76d39237b77e7766072fca68c730513f197eb42	154f52d831898219b6be7306ee2a3d36545d5a6dd8073219ac391a2b607dbdc1
541	6a44e9ce83	47	rolled	Soviets	{"attack":[6,1],"defence":[1,2]}	{"channel":"cli"}	2026-11-27T22:04:26.842141+00:00	154f52d831898219b6be7306ee2a3d36545d5a6dd8073219ac391a2b607dbdc1	41b27e6eb51609ef168275a00f76e17093a587a89b0496c3fea4453bafc5902a
542	6a44e9ce83	48	turn	Soviets	{"role":"Soviets","step":"reroll"}	{"channel":"cli"}	2026-11-27T22:04:26.842141+00:00	41b27e6eb51609ef168275a00f76e17093a587a89b0496c3fea4453bafc5902a	d272bc11ee9c99a9415f41ce5ae5421f1a78f5abe88d23111688fb299cdfb3f2
543	6a44e9ce83	49	rerolled	Soviets	{"force":"GW","role":"Soviets","roll":[3,3],"side":"attack"}	{"batch":2,"channel":"cli","command":{"action":"reroll"},"draws":2,"role":"Soviets"}	2026-11-27T22:04:26.843703+00:00	d272bc11ee9c99a9415f41ce5ae5421f1a78f5abe88d23111688fb299cdfb3f2	5542999d2b9f77dba9df92eed2abbec7261bd9d8bd6ecf75d233773844a11a0e
544	6a44e9ce83	50	turn	Soviets	{"role":"West","step":"reroll"}	{"channel":"cli"}	2026-11-27T22:04:26.843703+00:00	5542999d2b9f77dba9df92eed2abbec7261bd9d8bd6ecf75d233773844a11a0e	59136bf46415c270b1b4d2d9ebbdb517cbeb893731c9228ac76c017ebda30c3c
545	6a44e9ce83	51	declined	West	{"role":"West","what":"reserves"}	{"batch":8,"channel":"cli","command":{"action":"keep"},"draws":0,"role":"West"}	2026-11-27T22:04:26.847077+00:00	59136bf46415c270b1b4d2d9ebbdb517cbeb893731c9228ac76c017ebda30c3c	12ef82cea7c997cf16531f034360765a6bd55dac9f37db096677609063cd624e
546	6a44e9ce83	52	result	West	{"attack":13,"defence":12,"winner":"attack"}	{"channel":"cli"}	2026-11-27T22:04:26.847077+00:00	12ef82cea7c997cf16531f034360765a6bd55dac9f37db096677609063cd624e	08ae1a1f41a1b85743d23935abe260814d289020857fac7e77cc115ec33db5b7
547	6a44e9ce83	53	level	West	{"strength":3,"unit":"US1"}	{"channel":"cli"}	2026-11-27T22:04:26.847077+00:00	08ae1a1f41a1b85743d23935abe260814d289020857fac7e77cc115ec33db5b7	fbe8fd72c82a556c2c87d1acd83d8db2625ca70be9751f66aadd3795c20aa35f
548	6a44e9ce83	54	retreated	West	{"to":"7","unit":"US1"}	{"channel":"cli"}	2026-11-27T22:04:26.847077+00:00	fbe8fd72c82a556c2c87d1acd83d8db2625ca70be9751f66aadd3795c20aa35f	07fe18ceaf7e91607dd8d4c5f9ee1d8d744a0a72ba7dd669e944445414d356a4
549	6a44e9ce83	55	control	West	{"area":"12","side":"G"}	{"channel":"cli"}	2026-11-27T22:04:26.847077+00:00	07fe18ceaf7e91607dd8d4c5f9ee1d8d744a0a72ba7dd669e944445414d356a4	d7723de1f53787c8c7dbfc6f645a8ee549ae1db5b48f307f829c406df419ab73
550	6a44e9ce83	56	advanced	West	{"to":"12","units":["GW-5PZ"]}	{"channel":"cli"}	2026-11-27T22:04:26.847077+00:00	d7723de1f53787c8c7dbfc6f645a8ee549ae1db5b48f307f829c406df419ab73	8990b583162fffc1c8a296f65536f7cd558d33566471899cf2e60ed3089e35e1
551	6a44e9ce83	57	combat_over	West	{}	{"channel":"cli"}	2026-11-27T22:04:26.847077+00:00	8990b583162fffc1c8a296f65536f7cd558d33566471899cf2e60ed3089e35e1	0ac8ad799a4110ebc827195b33471259ba601baabc1e5b3cfb40f4a292216522
552	6a44e9ce83	58	turn	West	{"role":"West","step":"act"}	{"channel":"cli"}	2026-11-27T22:04:26.847077+00:00	0ac8ad799a4110ebc827195b33471259ba601baabc1e5b3cfb40f4a292216522	75716748f718ee19986f9a23e64d670d0acf4061dec271f658f7519157b1afff
553	6a44e9ce83	59	attack	West	{"cubes":2,"defender":"Soviets","defenders":["GW-6SS","GW-7"],"dforce":"GW","force":"W","from":"18","plan":{},"role":"West","to":"13","units":["BR2"]}	{"batch":2,"channel":"cli","command":{"action":"attack","cubes":2,"from":"18","to":"13","units":["BR2"]},"draws":0,"role":"West"}	2026-11-27T22:04:26.850321+00:00	75716748f718ee19986f9a23e64d670d0acf4061dec271f658f7519157b1afff	5044e75cc68778c8a05b60e776e0609a03903d8c2137de5f852fd8f4047e5c88
554	6a44e9ce83	60	turn	West	{"role":"Soviets","step":"support"}	{"channel":"cli"}	2026-11-27T22:04:26.850321+00:00	5044e75cc68778c8a05b60e776e0609a03903d8c2137de5f852fd8f4047e5c88	6b11aab73c490f5beff0943c56a9d9abfe487332a2ad68aa87f368b71e335198
555	6a44e9ce83	61	supported	Soviets	{"area":"13","force":"GW","role":"Soviets"}	{"batch":3,"channel":"cli","command":{"action":"support","area":"13"},"draws":0,"role":"Soviets"}	2026-11-27T22:04:26.851949+00:00	6b11aab73c490f5beff0943c56a9d9abfe487332a2ad68aa87f368b71e335198	664920c6beb79103d6fc159782ce504f2737c3d3a52e695f235ee2c468709b68
556	6a44e9ce83	62	revealed	Soviets	{"blocks":[{"area":"18","role":"West","value":3}]}	{"channel":"cli"}	2026-11-27T22:04:26.851949+00:00	664920c6beb79103d6fc159782ce504f2737c3d3a52e695f235ee2c468709b68	8cf34b33ff0dbde457079386976cfaff0d9b65918610e342a802001ae1fea7fe
557	6a44e9ce83	63	turn	Soviets	{"role":"West","step":"tokens"}	{"channel":"cli"}	2026-11-27T22:04:26.851949+00:00	8cf34b33ff0dbde457079386976cfaff0d9b65918610e342a802001ae1fea7fe	3514555806cbc1a6c9a95247990d8ad2f629a91dface6a4f864993e0c2f9d439
558	6a44e9ce83	64	tokens	West	{"bonus":0,"force":"W","play":[],"role":"West"}	{"batch":3,"channel":"cli","command":{"action":"tokens","play":[]},"draws":4,"role":"West"}	2026-11-27T22:04:26.853678+00:00	3514555806cbc1a6c9a95247990d8ad2f629a91dface6a4f864993e0c2f9d439	90dfa48575ccc904393ea5a9902a00e612a9bc1c1a2196c67272358b86b4f740
559	6a44e9ce83	65	rolled	West	{"attack":[2,5],"defence":[3,3]}	{"channel":"cli"}	2026-11-27T22:04:26.853678+00:00	90dfa48575ccc904393ea5a9902a00e612a9bc1c1a2196c67272358b86b4f740	9d69fcc47f037799a8b7fdd959b967737f518cca063a23b7ce9ece27c71e2e98
560	6a44e9ce83	66	turn	West	{"role":"West","step":"reroll"}	{"channel":"cli"}	2026-11-27T22:04:26.853678+00:00	9d69fcc47f037799a8b7fdd959b967737f518cca063a23b7ce9ece27c71e2e98	59313d56aecdf3c9c0c677ffde46fc12e5a12b2ec84b7721ca1f0ac4b8e7fb21
561	6a44e9ce83	67	rerolled	West	{"force":"W","role":"West","roll":[3,2],"side":"attack"}	{"batch":5,"channel":"cli","command":{"action":"reroll"},"draws":2,"role":"West"}	2026-11-27T22:04:26.856168+00:00	59313d56aecdf3c9c0c677ffde46fc12e5a12b2ec84b7721ca1f0ac4b8e7fb21	ffada183b419b4d0bb3ff0ef5cb961eef58b949646fe7e47032d29dde2fd494d
562	6a44e9ce83	68	result	West	{"attack":14,"defence":18,"winner":"defence"}	{"channel":"cli"}	2026-11-27T22:04:26.856168+00:00	ffada183b419b4d0bb3ff0ef5cb961eef58b949646fe7e47032d29dde2fd494d	ef36b34de2e12a4ad7aa311ffc47b7ce3bc888dc80004a621c57d96b045a00b8
563	6a44e9ce83	69	level	West	{"strength":2,"unit":"BR2"}	{"channel":"cli"}	2026-11-27T22:04:26.856168+00:00	ef36b34de2e12a4ad7aa311ffc47b7ce3bc888dc80004a621c57d96b045a00b8	cc329c4f95b6b1cc5ce9368a64c6a4163822e1dd69697aff7f81a77785459fc8
564	6a44e9ce83	70	combat_over	West	{}	{"channel":"cli"}	2026-11-27T22:04:26.856168+00:00	cc329c4f95b6b1cc5ce9368a64c6a4163822e1dd69697aff7f81a77785459fc8	e73312bde51275de56f3782604c53cb56fb31f80302be9a9a5f8ffbed6b9f592
565	6a44e9ce83	71	turn	West	{"role":"Soviets","step":"act"}	{"channel":"cli"}	2026-11-27T22:04:26.856168+00:00	e73312bde51275de56f3782604c53cb56fb31f80302be9a9a5f8ffbed6b9f592	701b2471e8fa2051785f77226fc7a3abeb50fcf291fa721454a0cccf19eecf12
566	6a44e9ce83	72	placed	Soviets	{"area":"26","force":"S","role":"Soviets","value":5}	{"batch":2,"channel":"cli","command":{"action":"place","area":"26","value":5},"draws":0,"role":"Soviets"}	2026-11-27T22:04:26.860049+00:00	701b2471e8fa2051785f77226fc7a3abeb50fcf291fa721454a0cccf19eecf12	c37837aac3d92d9ad5dde29fbe02ae6fa387aff339fac3b1772f12953b23fc7b
567	6a44e9ce83	73	turn	Soviets	{"role":"West","step":"act"}	{"channel":"cli"}	2026-11-27T22:04:26.860049+00:00	c37837aac3d92d9ad5dde29fbe02ae6fa387aff339fac3b1772f12953b23fc7b	92d99d2cfb79ca47df31738e03b2404fadbd0c0111d8d8645bf70e7bfc081aca
568	6a44e9ce83	74	attack	West	{"cubes":2,"defender":"Soviets","defenders":["GW-25"],"dforce":"GW","force":"W","from":"27","plan":{},"role":"West","to":"36","units":["CDN1"]}	{"batch":2,"channel":"cli","command":{"action":"attack","cubes":2,"from":"27","to":"36","units":["CDN1"]},"draws":0,"role":"West"}	2026-11-27T22:04:26.863287+00:00	92d99d2cfb79ca47df31738e03b2404fadbd0c0111d8d8645bf70e7bfc081aca	f612ee3990aa4f27fe0563390ec5f6ba0b72522b5397a98fa8319d832ee41f44
569	6a44e9ce83	75	turn	West	{"role":"West","step":"tokens"}	{"channel":"cli"}	2026-11-27T22:04:26.863287+00:00	f612ee3990aa4f27fe0563390ec5f6ba0b72522b5397a98fa8319d832ee41f44	02b364601f059ca8a7e6c0e3b311148b16666df20e86685fb5c1c5b5a4a9cbb3
570	6a44e9ce83	76	tokens	West	{"bonus":0,"force":"W","play":[],"role":"West"}	{"batch":9,"channel":"cli","command":{"action":"tokens","play":[]},"draws":4,"role":"West"}	2026-11-27T22:04:26.867583+00:00	02b364601f059ca8a7e6c0e3b311148b16666df20e86685fb5c1c5b5a4a9cbb3	c5731ee35813c2b743f20a3d14b074f672dfca36df97215a30cc3ed1b6d7fcef
571	6a44e9ce83	77	rolled	West	{"attack":[2,5],"defence":[5,2]}	{"channel":"cli"}	2026-11-27T22:04:26.867583+00:00	c5731ee35813c2b743f20a3d14b074f672dfca36df97215a30cc3ed1b6d7fcef	ea97c3ccff601468a83e6112c28d5436024171cb49dba33c71cb7827b10d46bf
572	6a44e9ce83	78	result	West	{"attack":20,"defence":10,"winner":"attack"}	{"channel":"cli"}	2026-11-27T22:04:26.867583+00:00	ea97c3ccff601468a83e6112c28d5436024171cb49dba33c71cb7827b10d46bf	cb9b3d3a091624662b4dd537e55846726196afb2b0959b2dfe7890cf75a53c88
573	6a44e9ce83	79	level	West	{"strength":0,"unit":"GW-25"}	{"channel":"cli"}	2026-11-27T22:04:26.867583+00:00	cb9b3d3a091624662b4dd537e55846726196afb2b0959b2dfe7890cf75a53c88	bf14bc01996780802674efa7924b8014375792ce6116a19ec6de6b51597054d1
574	6a44e9ce83	80	fort_removed	West	{"area":"36"}	{"channel":"cli"}	2026-11-27T22:04:26.867583+00:00	bf14bc01996780802674efa7924b8014375792ce6116a19ec6de6b51597054d1	8d249fc547ccb214d4c798940004c8c43f8cf0c4a2460c995e772d172fbdebbd
575	6a44e9ce83	81	control	West	{"area":"36","side":"W"}	{"channel":"cli"}	2026-11-27T22:04:26.867583+00:00	8d249fc547ccb214d4c798940004c8c43f8cf0c4a2460c995e772d172fbdebbd	bf956ce0ba2e389c3db9fa676b49ff2306a91a0923a6c9f4e32a323abb0b7bd4
576	6a44e9ce83	82	advanced	West	{"to":"36","units":["CDN1"]}	{"channel":"cli"}	2026-11-27T22:04:26.867583+00:00	bf956ce0ba2e389c3db9fa676b49ff2306a91a0923a6c9f4e32a323abb0b7bd4	1cade84d6111a38ccc5c58ada8119f8f472523892a32f50222750531deeea21e
577	6a44e9ce83	83	combat_over	West	{}	{"channel":"cli"}	2026-11-27T22:04:26.867583+00:00	1cade84d6111a38ccc5c58ada8119f8f472523892a32f50222750531deeea21e	38dcb45bfd68522a67ee1a600af8d7228ea7040a7d0142511f338db95f3eb784
578	6a44e9ce83	84	turn	West	{"role":"Soviets","step":"act"}	{"channel":"cli"}	2026-11-27T22:04:26.867583+00:00	38dcb45bfd68522a67ee1a600af8d7228ea7040a7d0142511f338db95f3eb784	00d0acfb1fde4444206251a0034df8d634420d3c14ede4f63d715c38dc04a370
579	6a44e9ce83	85	attack	Soviets	{"cubes":1,"defender":"West","defenders":["GE-6","GE-2PZ"],"dforce":"GE","force":"S","from":"6","plan":{},"role":"Soviets","to":"5","units":["3UF"]}	{"batch":3,"channel":"cli","command":{"action":"attack","cubes":1,"from":"6","to":"5","units":["3UF"]},"draws":0,"role":"Soviets"}	2026-11-27T22:04:26.871099+00:00	00d0acfb1fde4444206251a0034df8d634420d3c14ede4f63d715c38dc04a370	13b0502ea3ebe5dc8b99a58ff6433f0620c106c5591ea9756b1c3e0f3c0804ae
580	6a44e9ce83	86	revealed	Soviets	{"blocks":[{"area":"6","role":"Soviets","value":5}]}	{"channel":"cli"}	2026-11-27T22:04:26.871099+00:00	13b0502ea3ebe5dc8b99a58ff6433f0620c106c5591ea9756b1c3e0f3c0804ae	042ca633977c8ddf4f3b4247b21c07bfe27ddff2a5fa24cebbe05feed76da88c
581	6a44e9ce83	87	turn	Soviets	{"role":"Soviets","step":"tokens"}	{"channel":"cli"}	2026-11-27T22:04:26.871099+00:00	042ca633977c8ddf4f3b4247b21c07bfe27ddff2a5fa24cebbe05feed76da88c	bad80eda04a01708be8b7e9b75ceae3ac908280aebc31765db49fc4e801b4b15
582	6a44e9ce83	88	tokens	Soviets	{"bonus":0,"force":"S","play":["logistics"],"role":"Soviets"}	{"batch":12,"channel":"cli","command":{"action":"tokens","play":["logistics"]},"draws":4,"role":"Soviets"}	2026-11-27T22:04:26.873692+00:00	bad80eda04a01708be8b7e9b75ceae3ac908280aebc31765db49fc4e801b4b15	61bd50e348ff7fd6431d34c0fca04e800226c517df616d9edc7a16ec6b8a52f5
583	6a44e9ce83	89	rolled	Soviets	{"attack":[5,3],"defence":[1,3]}	{"channel":"cli"}	2026-11-27T22:04:26.873692+00:00	61bd50e348ff7fd6431d34c0fca04e800226c517df616d9edc7a16ec6b8a52f5	d704c4423e88e7da19d65008138db30bff125fd65362995942a36b1ef5129ded
584	6a44e9ce83	90	result	Soviets	{"attack":21,"defence":10,"winner":"attack"}	{"channel":"cli"}	2026-11-27T22:04:26.873692+00:00	d704c4423e88e7da19d65008138db30bff125fd65362995942a36b1ef5129ded	84b0ac3fe9a315c457e9ef5833be87a653c64b772f70538c285800566f8233cd
585	6a44e9ce83	91	level	Soviets	{"strength":2,"unit":"GE-6"}	{"channel":"cli"}	2026-11-27T22:04:26.873692+00:00	84b0ac3fe9a315c457e9ef5833be87a653c64b772f70538c285800566f8233cd	fb5ad5ba23fc59d60598c61abcc629e86fd13b05c904cbbff4a8fd92a2f3e9e9
586	6a44e9ce83	92	retreated	Soviets	{"to":"3","unit":"GE-6"}	{"channel":"cli"}	2026-11-27T22:04:26.873692+00:00	fb5ad5ba23fc59d60598c61abcc629e86fd13b05c904cbbff4a8fd92a2f3e9e9	7880398655e5238c441c4efea0aced082d514f9a359aef89c57cd427422ef82c
587	6a44e9ce83	93	retreated	Soviets	{"to":"4","unit":"GE-2PZ"}	{"channel":"cli"}	2026-11-27T22:04:26.873692+00:00	7880398655e5238c441c4efea0aced082d514f9a359aef89c57cd427422ef82c	622c3737fcb2d9c604481531ea5036b4699920817a39d4da67269aee2a85d171
588	6a44e9ce83	94	fort_removed	Soviets	{"area":"5"}	{"channel":"cli"}	2026-11-27T22:04:26.873692+00:00	622c3737fcb2d9c604481531ea5036b4699920817a39d4da67269aee2a85d171	719579bae6d1e7ba886a4b2fa7f8beeb9f065d103492a35edbc6c5ec0a03e8c2
589	6a44e9ce83	95	control	Soviets	{"area":"5","side":"S"}	{"channel":"cli"}	2026-11-27T22:04:26.873692+00:00	719579bae6d1e7ba886a4b2fa7f8beeb9f065d103492a35edbc6c5ec0a03e8c2	b39d13c5d9ea1ea5c685e65f61e28e8c04c4087f34a397f8a1e7611961de1b0f
590	6a44e9ce83	96	advanced	Soviets	{"to":"5","units":["3UF"]}	{"channel":"cli"}	2026-11-27T22:04:26.873692+00:00	b39d13c5d9ea1ea5c685e65f61e28e8c04c4087f34a397f8a1e7611961de1b0f	5a8653a7dfcf42e9d283905f963d9d8cd7d748cc35e2ee98bebc682b300e2d8c
591	6a44e9ce83	97	victory	Soviets	{"area":"5","gained":true,"role":"Soviets"}	{"channel":"cli"}	2026-11-27T22:04:26.873692+00:00	5a8653a7dfcf42e9d283905f963d9d8cd7d748cc35e2ee98bebc682b300e2d8c	3b2cce1ee9e90f16f47bc7ae4b2f3b2681bd263d13e29ab4be8328a75b02b16b
592	6a44e9ce83	98	combat_over	Soviets	{}	{"channel":"cli"}	2026-11-27T22:04:26.873692+00:00	3b2cce1ee9e90f16f47bc7ae4b2f3b2681bd263d13e29ab4be8328a75b02b16b	f3188d3a367a15499fb766ee74893eec2cc48bc39691e076f885589511fff328
593	6a44e9ce83	99	turn	Soviets	{"role":"West","step":"act"}	{"channel":"cli"}	2026-11-27T22:04:26.873692+00:00	f3188d3a367a15499fb766ee74893eec2cc48bc39691e076f885589511fff328	181187729e5eab56fb2f062ecd673c8d0d2e31d37fb309b3822072ddc552a3c1
594	6a44e9ce83	100	attack	West	{"cubes":2,"defender":"Soviets","defenders":["GW-5PZ"],"dforce":"GW","force":"W","from":"7","plan":{},"role":"West","to":"12","units":["US1","US3"]}	{"batch":2,"channel":"cli","command":{"action":"attack","cubes":2,"from":"7","to":"12","units":["US1","US3"]},"draws":0,"role":"West"}	2026-11-27T22:04:26.878206+00:00	181187729e5eab56fb2f062ecd673c8d0d2e31d37fb309b3822072ddc552a3c1	0cfb651b3f16f843672dc42d74abe6f385e76b812efb3c6292c0bf0ab68ae645
595	6a44e9ce83	101	turn	West	{"role":"Soviets","step":"support"}	{"channel":"cli"}	2026-11-27T22:04:26.878206+00:00	0cfb651b3f16f843672dc42d74abe6f385e76b812efb3c6292c0bf0ab68ae645	0be92e018e25d8e1ef282a0551032f14c072e8fe3fbade91471b01cf7df06743
596	6a44e9ce83	102	declined	Soviets	{"role":"Soviets","what":"support"}	{"batch":3,"channel":"cli","command":{"action":"nosupport"},"draws":0,"role":"Soviets"}	2026-11-27T22:04:26.879954+00:00	0be92e018e25d8e1ef282a0551032f14c072e8fe3fbade91471b01cf7df06743	126a49764bf0858c59fe2390853c3483c223bdf13c9c169573ed0becb3e36ef5
597	6a44e9ce83	103	revealed	Soviets	{"blocks":[{"area":"7","role":"West","value":2}]}	{"channel":"cli"}	2026-11-27T22:04:26.879954+00:00	126a49764bf0858c59fe2390853c3483c223bdf13c9c169573ed0becb3e36ef5	50e95bfeff0b98ee8ea0bb13561291f769c77dcc433523a090171b8bf862f2f0
598	6a44e9ce83	104	turn	Soviets	{"role":"West","step":"tokens"}	{"channel":"cli"}	2026-11-27T22:04:26.879954+00:00	50e95bfeff0b98ee8ea0bb13561291f769c77dcc433523a090171b8bf862f2f0	328d47a1cb3462f720177fd968d52bec0fd99e08c8012495b6865ef4c8898db1
599	6a44e9ce83	105	tokens	West	{"bonus":2,"force":"W","play":["support"],"role":"West"}	{"batch":9,"channel":"cli","command":{"action":"tokens","play":["support"]},"draws":4,"role":"West"}	2026-11-27T22:04:26.882583+00:00	328d47a1cb3462f720177fd968d52bec0fd99e08c8012495b6865ef4c8898db1	4314fbf6710384df5859324b3feab8e4c7abc9506aadb4c7cc03ba38740a9230
600	6a44e9ce83	106	rolled	West	{"attack":[2,3],"defence":[5,5]}	{"channel":"cli"}	2026-11-27T22:04:26.882583+00:00	4314fbf6710384df5859324b3feab8e4c7abc9506aadb4c7cc03ba38740a9230	9742f86baac881e817491f810124da71a1a04948359cf7e465b99223d91149a0
601	6a44e9ce83	107	result	West	{"attack":18,"defence":13,"winner":"attack"}	{"channel":"cli"}	2026-11-27T22:04:26.882583+00:00	9742f86baac881e817491f810124da71a1a04948359cf7e465b99223d91149a0	c9560048eb7238f955315dcccb46ec5e72762a107fb7067d7a06106d050decfc
602	6a44e9ce83	108	level	West	{"strength":2,"unit":"GW-5PZ"}	{"channel":"cli"}	2026-11-27T22:04:26.882583+00:00	c9560048eb7238f955315dcccb46ec5e72762a107fb7067d7a06106d050decfc	d90f0d69457d61726e4ac13b084969db2ac10b8504685be7c34904106d718559
603	6a44e9ce83	109	retreated	West	{"to":"13","unit":"GW-5PZ"}	{"channel":"cli"}	2026-11-27T22:04:26.882583+00:00	d90f0d69457d61726e4ac13b084969db2ac10b8504685be7c34904106d718559	19a5955cdacec22c3e25455bb31c054fc207aba1336a8157f1ce71fca7cfac01
604	6a44e9ce83	110	control	West	{"area":"12","side":"W"}	{"channel":"cli"}	2026-11-27T22:04:26.882583+00:00	19a5955cdacec22c3e25455bb31c054fc207aba1336a8157f1ce71fca7cfac01	d7f0f6f64df2dfa1fd732d9ef7295cefa7c1dd92ef5be05486bd03a6cec3622a
605	6a44e9ce83	111	advanced	West	{"to":"12","units":["US1","US3"]}	{"channel":"cli"}	2026-11-27T22:04:26.882583+00:00	d7f0f6f64df2dfa1fd732d9ef7295cefa7c1dd92ef5be05486bd03a6cec3622a	27424964bc9c3654384960050f50b2ef19e6788391cf1bf09f26d94f7e0f8f22
606	6a44e9ce83	112	combat_over	West	{}	{"channel":"cli"}	2026-11-27T22:04:26.882583+00:00	27424964bc9c3654384960050f50b2ef19e6788391cf1bf09f26d94f7e0f8f22	04240e5fb87bd9413aeeb56c654bc7a805cb194eb94ebc5b37249d93d9771dd8
607	6a44e9ce83	113	turn	West	{"role":"Soviets","step":"act"}	{"channel":"cli"}	2026-11-27T22:04:26.882583+00:00	04240e5fb87bd9413aeeb56c654bc7a805cb194eb94ebc5b37249d93d9771dd8	c9d05d530286355619141b57ff3e3eb2f27e936387c91314542f53451b9aa32c
608	6a44e9ce83	114	placed	Soviets	{"area":"5","force":"S","role":"Soviets","value":2}	{"batch":2,"channel":"cli","command":{"action":"place","area":"5","value":2},"draws":0,"role":"Soviets"}	2026-11-27T22:04:26.887754+00:00	c9d05d530286355619141b57ff3e3eb2f27e936387c91314542f53451b9aa32c	ac19fc8be4774ff82f51c82e7400b2b8346b88d3e5e8549517e47c7cf737a211
609	6a44e9ce83	115	turn	Soviets	{"role":"West","step":"act"}	{"channel":"cli"}	2026-11-27T22:04:26.887754+00:00	ac19fc8be4774ff82f51c82e7400b2b8346b88d3e5e8549517e47c7cf737a211	8a20c218b16b391be65650e4bbf3ca5232522bbbda7670a42d6f2feaeef56bb7
610	6a44e9ce83	116	placed	West	{"area":"36","force":"W","role":"West","value":4}	{"batch":2,"channel":"cli","command":{"action":"place","area":"36","value":4},"draws":0,"role":"West"}	2026-11-27T22:04:26.891189+00:00	8a20c218b16b391be65650e4bbf3ca5232522bbbda7670a42d6f2feaeef56bb7	2ce69ba47f93e1ce9c05456d19c3f7baf9b4482d04eb8dc26c630b504f9fedd7
611	6a44e9ce83	117	turn	West	{"role":"Soviets","step":"act"}	{"channel":"cli"}	2026-11-27T22:04:26.891189+00:00	2ce69ba47f93e1ce9c05456d19c3f7baf9b4482d04eb8dc26c630b504f9fedd7	bdac2cceac8e343d1959a8f48aaa09ba602e044afad1da859b05a9c6988cf3ce
612	6a44e9ce83	118	attack	Soviets	{"cubes":2,"defender":"West","defenders":["BR2","US9"],"dforce":"W","force":"GW","from":"13","plan":{},"role":"Soviets","to":"18","units":["GW-5PZ"]}	{"batch":2,"channel":"cli","command":{"action":"attack","cubes":2,"from":"13","to":"18","units":["GW-5PZ"]},"draws":0,"role":"Soviets"}	2026-11-27T22:04:26.895778+00:00	bdac2cceac8e343d1959a8f48aaa09ba602e044afad1da859b05a9c6988cf3ce	53744ab35999b2e86ad039a7530bbe4bbd82554cdf17a3b6f6969b0fec8b9ace
613	6a44e9ce83	119	turn	Soviets	{"role":"West","step":"support"}	{"channel":"cli"}	2026-11-27T22:04:26.895778+00:00	53744ab35999b2e86ad039a7530bbe4bbd82554cdf17a3b6f6969b0fec8b9ace	dcd9b31ec796d150f1ea5c2fc191a3f50475542da84f44f8945329c24b1c1aa8
614	6a44e9ce83	120	supported	West	{"area":"18","force":"W","role":"West"}	{"batch":2,"channel":"cli","command":{"action":"support","area":"18"},"draws":0,"role":"West"}	2026-11-27T22:04:26.897466+00:00	dcd9b31ec796d150f1ea5c2fc191a3f50475542da84f44f8945329c24b1c1aa8	f655a20a6f5d5ecd7d4d14b06e1c74cd130cf3274555750cc2eae0616c74820b
615	6a44e9ce83	121	turn	West	{"role":"Soviets","step":"tokens"}	{"channel":"cli"}	2026-11-27T22:04:26.897466+00:00	f655a20a6f5d5ecd7d4d14b06e1c74cd130cf3274555750cc2eae0616c74820b	0bcb8b4802e2af3e01a8bee1fe0c4e91aad2e0dc578c122ce9950efb4187a909
616	6a44e9ce83	122	tokens	Soviets	{"bonus":0,"force":"GW","play":[],"role":"Soviets"}	{"batch":11,"channel":"cli","command":{"action":"tokens","play":[]},"draws":4,"role":"Soviets"}	2026-11-27T22:04:26.900168+00:00	0bcb8b4802e2af3e01a8bee1fe0c4e91aad2e0dc578c122ce9950efb4187a909	fb9824e77f232a8991dd066aef8479af091e4e8bda3f86c414a3293fb9d7b3b6
617	6a44e9ce83	123	rolled	Soviets	{"attack":[5,3],"defence":[1,1]}	{"channel":"cli"}	2026-11-27T22:04:26.900168+00:00	fb9824e77f232a8991dd066aef8479af091e4e8bda3f86c414a3293fb9d7b3b6	eb3c9fe2c00f73e30bb64a296d6e5e879f146afbe97985d1186fbf41c15cd695
618	6a44e9ce83	124	result	Soviets	{"attack":18,"defence":10,"winner":"attack"}	{"channel":"cli"}	2026-11-27T22:04:26.900168+00:00	eb3c9fe2c00f73e30bb64a296d6e5e879f146afbe97985d1186fbf41c15cd695	f9cb2974beea549bed690518f90f11b7acc3110cbd90484b2615824898ec8f05
619	6a44e9ce83	125	level	Soviets	{"strength":2,"unit":"US9"}	{"channel":"cli"}	2026-11-27T22:04:26.900168+00:00	f9cb2974beea549bed690518f90f11b7acc3110cbd90484b2615824898ec8f05	a71814af8096454ca592d4e674f3e610c278ed5f04e59a3e2c3e7a2de1bcc57e
620	6a44e9ce83	126	retreated	Soviets	{"to":"27","unit":"BR2"}	{"channel":"cli"}	2026-11-27T22:04:26.900168+00:00	a71814af8096454ca592d4e674f3e610c278ed5f04e59a3e2c3e7a2de1bcc57e	8e2d551d4730fb3cb47c68cfa13cc7816853315c81c9153321dabb26153f55b2
621	6a44e9ce83	127	retreated	Soviets	{"to":"27","unit":"US9"}	{"channel":"cli"}	2026-11-27T22:04:26.900168+00:00	8e2d551d4730fb3cb47c68cfa13cc7816853315c81c9153321dabb26153f55b2	e22fc881a856b6e223e55935540cb2dbba8c4914ea64256a3358d8d669186fd6
622	6a44e9ce83	128	removed	Soviets	{"area":"18","cubes":3,"revealed":true,"role":"West","value":3,"why":"overrun"}	{"channel":"cli"}	2026-11-27T22:04:26.900168+00:00	e22fc881a856b6e223e55935540cb2dbba8c4914ea64256a3358d8d669186fd6	c1eb1eb3b921a30a2360d31fd0a05c0cd20235556e248f4fb7fa39ef0c7cf01e
623	6a44e9ce83	129	control	Soviets	{"area":"18","side":"G"}	{"channel":"cli"}	2026-11-27T22:04:26.900168+00:00	c1eb1eb3b921a30a2360d31fd0a05c0cd20235556e248f4fb7fa39ef0c7cf01e	a327f7c0d4786ccb5ace2c764f7bc715bc2a6938720436df492da617618e18f5
624	6a44e9ce83	130	advanced	Soviets	{"to":"18","units":["GW-5PZ"]}	{"channel":"cli"}	2026-11-27T22:04:26.900168+00:00	a327f7c0d4786ccb5ace2c764f7bc715bc2a6938720436df492da617618e18f5	4d523eebf3705993d8b243268bd858dc920047aa870a73c9296825899a8c76c7
625	6a44e9ce83	131	combat_over	Soviets	{}	{"channel":"cli"}	2026-11-27T22:04:26.900168+00:00	4d523eebf3705993d8b243268bd858dc920047aa870a73c9296825899a8c76c7	23eb9347a36d7d7d7c5a4ecf2c5c5cb0f0ace755fb2a137a349330a69fb55dfd
626	6a44e9ce83	132	turn	Soviets	{"role":"West","step":"act"}	{"channel":"cli"}	2026-11-27T22:04:26.900168+00:00	23eb9347a36d7d7d7c5a4ecf2c5c5cb0f0ace755fb2a137a349330a69fb55dfd	35451ca87205be945125dc8adf3bef43051f7283806d3fd64fbd220c11420d77
627	6a44e9ce83	133	attack	West	{"cubes":2,"defender":"Soviets","defenders":["GW-1FJ","GW-H"],"dforce":"GW","force":"W","from":"27","plan":{},"role":"West","to":"28","units":["BR2","US9"]}	{"batch":11,"channel":"cli","command":{"action":"attack","cubes":2,"from":"27","to":"28","units":["BR2","US9"]},"draws":4,"role":"West"}	2026-11-27T22:04:26.905367+00:00	35451ca87205be945125dc8adf3bef43051f7283806d3fd64fbd220c11420d77	16d4965990c41992ef9c219d72895fb90a1910f390a61b5c1dceec3dcb34ff2f
628	6a44e9ce83	134	rolled	West	{"attack":[2,1],"defence":[1,3]}	{"channel":"cli"}	2026-11-27T22:04:26.905367+00:00	16d4965990c41992ef9c219d72895fb90a1910f390a61b5c1dceec3dcb34ff2f	28b686c6503fd7b050cd6bcb8a216026d5e5ce86db637f7f8004d01fb21a25f5
629	6a44e9ce83	135	result	West	{"attack":17,"defence":10,"winner":"attack"}	{"channel":"cli"}	2026-11-27T22:04:26.905367+00:00	28b686c6503fd7b050cd6bcb8a216026d5e5ce86db637f7f8004d01fb21a25f5	e065455d0f0e5ac7137d6a4b2972faea751f73bcaf362be10585553d8e1f7bf8
630	6a44e9ce83	136	level	West	{"strength":2,"unit":"GW-1FJ"}	{"channel":"cli"}	2026-11-27T22:04:26.905367+00:00	e065455d0f0e5ac7137d6a4b2972faea751f73bcaf362be10585553d8e1f7bf8	0aa19f7ea62a6d2a4db8cc59bc1b1428c2881ae856d584d13bb5410e00191af8
631	6a44e9ce83	137	retreated	West	{"to":"37","unit":"GW-1FJ"}	{"channel":"cli"}	2026-11-27T22:04:26.905367+00:00	0aa19f7ea62a6d2a4db8cc59bc1b1428c2881ae856d584d13bb5410e00191af8	ae1ba0e2d641dae8e1d05a035db2dce519ce1820b13832e30e5ced5e2a3d06f5
632	6a44e9ce83	138	retreated	West	{"to":"18","unit":"GW-H"}	{"channel":"cli"}	2026-11-27T22:04:26.905367+00:00	ae1ba0e2d641dae8e1d05a035db2dce519ce1820b13832e30e5ced5e2a3d06f5	b2f14b97fdf614628f06aea7e7527038e491331d6493d25ac14e0b791b80c21e
633	6a44e9ce83	139	fort_removed	West	{"area":"28"}	{"channel":"cli"}	2026-11-27T22:04:26.905367+00:00	b2f14b97fdf614628f06aea7e7527038e491331d6493d25ac14e0b791b80c21e	9e050722924de6fbf494d7ba7faf38e3fb1794b4019aac4c2e7fcc0bb79874c4
634	6a44e9ce83	140	control	West	{"area":"28","side":"W"}	{"channel":"cli"}	2026-11-27T22:04:26.905367+00:00	9e050722924de6fbf494d7ba7faf38e3fb1794b4019aac4c2e7fcc0bb79874c4	75e903c3921f33e9dff62343e582b63cfe5117b8b47143bcf1c0115c3884e016
635	6a44e9ce83	141	advanced	West	{"to":"28","units":["BR2","US9"]}	{"channel":"cli"}	2026-11-27T22:04:26.905367+00:00	75e903c3921f33e9dff62343e582b63cfe5117b8b47143bcf1c0115c3884e016	31e5ba756e15f486f6e3851d48b7831eb078d26daa1b5f4e9c04d0b32d4a21a1
636	6a44e9ce83	142	combat_over	West	{}	{"channel":"cli"}	2026-11-27T22:04:26.905367+00:00	31e5ba756e15f486f6e3851d48b7831eb078d26daa1b5f4e9c04d0b32d4a21a1	5d9d7e91bdb19282c3864fff533ab380f3ea6b37a5d7cafee667ddd893958078
637	6a44e9ce83	143	turn	West	{"role":"Soviets","step":"act"}	{"channel":"cli"}	2026-11-27T22:04:26.905367+00:00	5d9d7e91bdb19282c3864fff533ab380f3ea6b37a5d7cafee667ddd893958078	36708f2031965caeb7b1564a22d93afbba1ddc37d68000d4d57ea0d0dacf3ab6
638	6a44e9ce83	144	attack	Soviets	{"cubes":1,"defender":"West","defenders":["GE-1PZ","GE-8"],"dforce":"GE","force":"S","from":"11","plan":{},"role":"Soviets","to":"10","units":["4UF"]}	{"batch":3,"channel":"cli","command":{"action":"attack","cubes":1,"from":"11","to":"10","units":["4UF"]},"draws":0,"role":"Soviets"}	2026-11-27T22:04:26.908401+00:00	36708f2031965caeb7b1564a22d93afbba1ddc37d68000d4d57ea0d0dacf3ab6	6ee2efde41c7366489f377a201819b2bbf128c551a36b566e96e41ac581ab264
639	6a44e9ce83	145	revealed	Soviets	{"blocks":[{"area":"11","role":"Soviets","value":2}]}	{"channel":"cli"}	2026-11-27T22:04:26.908401+00:00	6ee2efde41c7366489f377a201819b2bbf128c551a36b566e96e41ac581ab264	6cf4003210678f5ddf6c72c812687e03e198fd1159b3977aa5deb2e086604e1a
640	6a44e9ce83	146	turn	Soviets	{"role":"Soviets","step":"tokens"}	{"channel":"cli"}	2026-11-27T22:04:26.908401+00:00	6cf4003210678f5ddf6c72c812687e03e198fd1159b3977aa5deb2e086604e1a	ee39845325ad3f8553e8346dc3189e6b789d7cdf2082598573b46eb695324a47
641	6a44e9ce83	147	tokens	Soviets	{"bonus":0,"force":"S","play":["logistics"],"role":"Soviets"}	{"batch":10,"channel":"cli","command":{"action":"tokens","play":["logistics"]},"draws":4,"role":"Soviets"}	2026-11-27T22:04:26.911061+00:00	ee39845325ad3f8553e8346dc3189e6b789d7cdf2082598573b46eb695324a47	1ddc52a3a925a962af5150511b12ee4005cc0af8878112b980c4d9564afbc8c0
642	6a44e9ce83	148	rolled	Soviets	{"attack":[6,2],"defence":[5,2]}	{"channel":"cli"}	2026-11-27T22:04:26.911061+00:00	1ddc52a3a925a962af5150511b12ee4005cc0af8878112b980c4d9564afbc8c0	86565860171f272b32e32ad1d4e10ef12e5831d00e5a29da8946c7f46c3f91da
643	6a44e9ce83	149	result	Soviets	{"attack":15,"defence":11,"winner":"attack"}	{"channel":"cli"}	2026-11-27T22:04:26.911061+00:00	86565860171f272b32e32ad1d4e10ef12e5831d00e5a29da8946c7f46c3f91da	6e84bc1a774536a32411ee3f4d5f0a922f33c7fb4d73d2e1d30ff542c3a27cb2
644	6a44e9ce83	150	level	Soviets	{"strength":1,"unit":"GE-1PZ"}	{"channel":"cli"}	2026-11-27T22:04:26.911061+00:00	6e84bc1a774536a32411ee3f4d5f0a922f33c7fb4d73d2e1d30ff542c3a27cb2	2800b010eee5ee0c8ebb0768988df93a256046be522da5d7779ae88be8a77773
645	6a44e9ce83	151	retreated	Soviets	{"to":"15","unit":"GE-1PZ"}	{"channel":"cli"}	2026-11-27T22:04:26.911061+00:00	2800b010eee5ee0c8ebb0768988df93a256046be522da5d7779ae88be8a77773	2cfbd058ce114cea1184ef92e21d63daf5525ec9b068671912af55d986d9c95c
646	6a44e9ce83	152	retreated	Soviets	{"to":"24","unit":"GE-8"}	{"channel":"cli"}	2026-11-27T22:04:26.911061+00:00	2cfbd058ce114cea1184ef92e21d63daf5525ec9b068671912af55d986d9c95c	7bed63192df9f24251b458bd5afe7f14b098a49ab586832f2725b3dcd34712a1
647	6a44e9ce83	153	control	Soviets	{"area":"10","side":"S"}	{"channel":"cli"}	2026-11-27T22:04:26.911061+00:00	7bed63192df9f24251b458bd5afe7f14b098a49ab586832f2725b3dcd34712a1	1fe7a4ca165ff503d9cc2105b8120e2846e401600eaa49936df12d4fbd7c8bec
648	6a44e9ce83	154	advanced	Soviets	{"to":"10","units":["4UF"]}	{"channel":"cli"}	2026-11-27T22:04:26.911061+00:00	1fe7a4ca165ff503d9cc2105b8120e2846e401600eaa49936df12d4fbd7c8bec	25bcc1fbed91da2be14fd594ac68e23c110a894fc2f200ecb1ef307c3eb8a78d
649	6a44e9ce83	155	combat_over	Soviets	{}	{"channel":"cli"}	2026-11-27T22:04:26.911061+00:00	25bcc1fbed91da2be14fd594ac68e23c110a894fc2f200ecb1ef307c3eb8a78d	298879721facd5eb06a8a2d50f2fb5375c330ed434f2232b3f56d5681e92c0c3
650	6a44e9ce83	156	turn	Soviets	{"role":"West","step":"act"}	{"channel":"cli"}	2026-11-27T22:04:26.911061+00:00	298879721facd5eb06a8a2d50f2fb5375c330ed434f2232b3f56d5681e92c0c3	6d4b62ed2c98dbb3a73ed6af5eb0358f638449af9319d7c520930ff083509d28
651	6a44e9ce83	157	placed	West	{"area":"41","force":"GE","role":"West","value":4}	{"batch":2,"channel":"cli","command":{"action":"place","area":"41","value":4},"draws":0,"role":"West"}	2026-11-27T22:04:26.915532+00:00	6d4b62ed2c98dbb3a73ed6af5eb0358f638449af9319d7c520930ff083509d28	30349bde3d9fe7d0a246b551ff2116134efbf86da8bc2a6ec1112aef70e84595
652	6a44e9ce83	158	turn	West	{"role":"Soviets","step":"act"}	{"channel":"cli"}	2026-11-27T22:04:26.915532+00:00	30349bde3d9fe7d0a246b551ff2116134efbf86da8bc2a6ec1112aef70e84595	106eb931ae4b2faa34c520c91b77ed7af1e4457b5005fd5b84a4de64f859e741
653	6a44e9ce83	159	placed	Soviets	{"area":"37","force":"GW","role":"Soviets","value":3}	{"batch":2,"channel":"cli","command":{"action":"place","area":"37","value":3},"draws":0,"role":"Soviets"}	2026-11-27T22:04:26.918267+00:00	106eb931ae4b2faa34c520c91b77ed7af1e4457b5005fd5b84a4de64f859e741	d8b554f6bf5914f9648427ec2a98d1e3f9662a4cf220db38661d09cdd949584d
654	6a44e9ce83	160	turn	Soviets	{"role":"West","step":"act"}	{"channel":"cli"}	2026-11-27T22:04:26.918267+00:00	d8b554f6bf5914f9648427ec2a98d1e3f9662a4cf220db38661d09cdd949584d	8b1a738f078455a57edb83c40f73054e90eaffedd22db6448537f52de2f0bb17
655	6a44e9ce83	161	placed	West	{"area":"16","force":"GE","role":"West","value":3}	{"batch":2,"channel":"cli","command":{"action":"place","area":"16","value":3},"draws":0,"role":"West"}	2026-11-27T22:04:26.921398+00:00	8b1a738f078455a57edb83c40f73054e90eaffedd22db6448537f52de2f0bb17	a65690ed17b6ad259d8713d63bd3c718dac3dc65cc18862141a414ad6262c113
656	6a44e9ce83	162	turn	West	{"role":"Soviets","step":"act"}	{"channel":"cli"}	2026-11-27T22:04:26.921398+00:00	a65690ed17b6ad259d8713d63bd3c718dac3dc65cc18862141a414ad6262c113	ede32f2075ce268af2fcf11e5550199fb21fe3aef5d714f721593012d2e3f80c
657	6a44e9ce83	163	attack	Soviets	{"cubes":2,"defender":"West","defenders":["GE-6"],"dforce":"GE","force":"S","from":"5","plan":{},"role":"Soviets","to":"3","units":["3UF"]}	{"batch":10,"channel":"cli","command":{"action":"attack","cubes":2,"from":"5","to":"3","units":["3UF"]},"draws":4,"role":"Soviets"}	2026-11-27T22:04:26.924924+00:00	ede32f2075ce268af2fcf11e5550199fb21fe3aef5d714f721593012d2e3f80c	20e3c640ddde51eec92288e9732d269840650c46691693a22795b2d70dc729a8
658	6a44e9ce83	164	revealed	Soviets	{"blocks":[{"area":"5","role":"Soviets","value":2}]}	{"channel":"cli"}	2026-11-27T22:04:26.924924+00:00	20e3c640ddde51eec92288e9732d269840650c46691693a22795b2d70dc729a8	bbb8e833f4db8609a4ac3e2768a422eddd4af91a886855142536cb2980e80667
659	6a44e9ce83	165	rolled	Soviets	{"attack":[4,6],"defence":[3,5]}	{"channel":"cli"}	2026-11-27T22:04:26.924924+00:00	bbb8e833f4db8609a4ac3e2768a422eddd4af91a886855142536cb2980e80667	7b0005b4577ddc02211baa58cdd2cabeba8e452b00537b9fa12d154c3793ccaa
660	6a44e9ce83	166	result	Soviets	{"attack":17,"defence":10,"winner":"attack"}	{"channel":"cli"}	2026-11-27T22:04:26.924924+00:00	7b0005b4577ddc02211baa58cdd2cabeba8e452b00537b9fa12d154c3793ccaa	a182be86ca67209abcddeb64b1523a9e614fc869d62d88647795dcf458c16262
661	6a44e9ce83	167	level	Soviets	{"strength":1,"unit":"GE-6"}	{"channel":"cli"}	2026-11-27T22:04:26.924924+00:00	a182be86ca67209abcddeb64b1523a9e614fc869d62d88647795dcf458c16262	4a2c19c5968a19c9b7e2268fee727f1c60edf9c70d56fcf4d5ec57b7df4033b4
662	6a44e9ce83	168	retreated	Soviets	{"to":"2","unit":"GE-6"}	{"channel":"cli"}	2026-11-27T22:04:26.924924+00:00	4a2c19c5968a19c9b7e2268fee727f1c60edf9c70d56fcf4d5ec57b7df4033b4	2d67cee69c6ae3e2d6ead2ec4059ddcb3defcf34d4045505a6bb6099759a8b05
663	6a44e9ce83	169	control	Soviets	{"area":"3","side":"S"}	{"channel":"cli"}	2026-11-27T22:04:26.924924+00:00	2d67cee69c6ae3e2d6ead2ec4059ddcb3defcf34d4045505a6bb6099759a8b05	7ecf38a52958d6cd7e33217a68c9660b7496b394ff5e1c62a8bd96bca50987d5
664	6a44e9ce83	170	advanced	Soviets	{"to":"3","units":["3UF"]}	{"channel":"cli"}	2026-11-27T22:04:26.924924+00:00	7ecf38a52958d6cd7e33217a68c9660b7496b394ff5e1c62a8bd96bca50987d5	cff96d8b2cf7874345edc1585bcaf738f5f4b50ec22fe013e551d68d9d3cab75
665	6a44e9ce83	171	combat_over	Soviets	{}	{"channel":"cli"}	2026-11-27T22:04:26.924924+00:00	cff96d8b2cf7874345edc1585bcaf738f5f4b50ec22fe013e551d68d9d3cab75	8b2febd17b4034a0d29913140f89abff5d390d97a9f696e6edffe77864b95fb5
666	6a44e9ce83	172	turn	Soviets	{"role":"West","step":"act"}	{"channel":"cli"}	2026-11-27T22:04:26.924924+00:00	8b2febd17b4034a0d29913140f89abff5d390d97a9f696e6edffe77864b95fb5	96ac3fae30e1f14317037284e2f69662e8d47373aa60e1114c30e3523cd6de9c
667	6a44e9ce83	173	attack	West	{"cubes":2,"defender":"Soviets","defenders":["1BF"],"dforce":"S","force":"GE","from":"34","plan":{},"role":"West","to":"26","units":["GE-9"]}	{"batch":2,"channel":"cli","command":{"action":"attack","cubes":2,"from":"34","to":"26","units":["GE-9"]},"draws":0,"role":"West"}	2026-11-27T22:04:26.927675+00:00	96ac3fae30e1f14317037284e2f69662e8d47373aa60e1114c30e3523cd6de9c	36104be93b54de63e37a3ee46b594eb0af4f7bc2a12379eee8d42a66f5d8ca96
668	6a44e9ce83	174	turn	West	{"role":"Soviets","step":"support"}	{"channel":"cli"}	2026-11-27T22:04:26.927675+00:00	36104be93b54de63e37a3ee46b594eb0af4f7bc2a12379eee8d42a66f5d8ca96	2e388d374c378b4e86421f4b6b3ef844fd1120787930c8350b8b747381676f5b
669	6a44e9ce83	175	declined	Soviets	{"role":"Soviets","what":"support"}	{"batch":3,"channel":"cli","command":{"action":"nosupport"},"draws":0,"role":"Soviets"}	2026-11-27T22:04:26.930051+00:00	2e388d374c378b4e86421f4b6b3ef844fd1120787930c8350b8b747381676f5b	b0f8949f27b26725951dbf5cc9baefa36022dbd6e8f78d1cb4d907bc7c790315
670	6a44e9ce83	176	revealed	Soviets	{"blocks":[{"area":"34","role":"West","value":2}]}	{"channel":"cli"}	2026-11-27T22:04:26.930051+00:00	b0f8949f27b26725951dbf5cc9baefa36022dbd6e8f78d1cb4d907bc7c790315	06038fefaf045aa41d11dfa08ff20b84485dd2a5ee202c80841914fc8a6fb77c
671	6a44e9ce83	177	turn	Soviets	{"role":"West","step":"tokens"}	{"channel":"cli"}	2026-11-27T22:04:26.930051+00:00	06038fefaf045aa41d11dfa08ff20b84485dd2a5ee202c80841914fc8a6fb77c	887c35e833a06e94a8c8203d7dbe02dc9673e363f978c9fa90e397e23fdf162b
672	6a44e9ce83	178	tokens	West	{"bonus":1,"force":"GE","play":["support"],"role":"West"}	{"batch":10,"channel":"cli","command":{"action":"tokens","play":["support"]},"draws":4,"role":"West"}	2026-11-27T22:04:26.932581+00:00	887c35e833a06e94a8c8203d7dbe02dc9673e363f978c9fa90e397e23fdf162b	0dd823c75c73f7b5ed6bdfbb73eb240eea522e48bb2616d1b39c19193a7eb610
673	6a44e9ce83	179	rolled	West	{"attack":[3,5],"defence":[4,1]}	{"channel":"cli"}	2026-11-27T22:04:26.932581+00:00	0dd823c75c73f7b5ed6bdfbb73eb240eea522e48bb2616d1b39c19193a7eb610	1f99f5c277bdfbbd0a4b690eb958f68f16b68b50d423e4427aedf7bb5a87852d
674	6a44e9ce83	180	result	West	{"attack":15,"defence":9,"winner":"attack"}	{"channel":"cli"}	2026-11-27T22:04:26.932581+00:00	1f99f5c277bdfbbd0a4b690eb958f68f16b68b50d423e4427aedf7bb5a87852d	a976d8d109817f4c512b3ab9e4f6dbda2e351b6453174f8711221f469df8070d
675	6a44e9ce83	181	level	West	{"strength":3,"unit":"1BF"}	{"channel":"cli"}	2026-11-27T22:04:26.932581+00:00	a976d8d109817f4c512b3ab9e4f6dbda2e351b6453174f8711221f469df8070d	ee60b91487611ecf688864f69128f7c044aed73a6cb555c658d3f2be144690b6
676	6a44e9ce83	182	retreated	West	{"to":"35","unit":"1BF"}	{"channel":"cli"}	2026-11-27T22:04:26.932581+00:00	ee60b91487611ecf688864f69128f7c044aed73a6cb555c658d3f2be144690b6	bf8e63a67c7823abf9edf08e429afb0826b6b0eb438067fe2170355d1e794b4b
677	6a44e9ce83	183	removed	West	{"area":"26","cubes":0,"revealed":false,"role":"Soviets","value":5,"why":"overrun"}	{"channel":"cli"}	2026-11-27T22:04:26.932581+00:00	bf8e63a67c7823abf9edf08e429afb0826b6b0eb438067fe2170355d1e794b4b	8e1c876c550de1b1fb4c0a4ca9aa60095d1b0af5c738e80498370797e1e3d2f8
678	6a44e9ce83	184	control	West	{"area":"26","side":"G"}	{"channel":"cli"}	2026-11-27T22:04:26.932581+00:00	8e1c876c550de1b1fb4c0a4ca9aa60095d1b0af5c738e80498370797e1e3d2f8	07aded8d48fee9876e6bb0d1dcc99d09e56432c8385d8ea2dd22ff14cd2e9c40
679	6a44e9ce83	185	advanced	West	{"to":"26","units":["GE-9"]}	{"channel":"cli"}	2026-11-27T22:04:26.932581+00:00	07aded8d48fee9876e6bb0d1dcc99d09e56432c8385d8ea2dd22ff14cd2e9c40	56fc3616be64bcbf628a2608e10a00d644c11b0c85f80fb8dcefdc196a3a1b90
680	6a44e9ce83	186	combat_over	West	{}	{"channel":"cli"}	2026-11-27T22:04:26.932581+00:00	56fc3616be64bcbf628a2608e10a00d644c11b0c85f80fb8dcefdc196a3a1b90	55b9de45e1130ba418bee516463c3c0919d6d08cf6f7743162c1d3dce97a320b
681	6a44e9ce83	187	turn	West	{"role":"Soviets","step":"act"}	{"channel":"cli"}	2026-11-27T22:04:26.932581+00:00	55b9de45e1130ba418bee516463c3c0919d6d08cf6f7743162c1d3dce97a320b	cecaf02fdfe1b4928d6bb65fd6c59c0e2749d6f268b44431ab6959b39a0064a2
682	6a44e9ce83	188	placed	Soviets	{"area":"10","force":"S","role":"Soviets","value":3}	{"batch":2,"channel":"cli","command":{"action":"place","area":"10","value":3},"draws":0,"role":"Soviets"}	2026-11-27T22:04:26.935866+00:00	cecaf02fdfe1b4928d6bb65fd6c59c0e2749d6f268b44431ab6959b39a0064a2	11e90aa9735a7d403627d57c71ff6585c28e22c81c6660676fc56f971d40c17d
683	6a44e9ce83	189	turn	Soviets	{"role":"West","step":"act"}	{"channel":"cli"}	2026-11-27T22:04:26.935866+00:00	11e90aa9735a7d403627d57c71ff6585c28e22c81c6660676fc56f971d40c17d	66d5c15ed5fc64b2d12e93fad1a6e6bdf164407fc36446d2c67f3c768a3f65ff
684	6a44e9ce83	190	attack	West	{"cubes":2,"defender":"Soviets","defenders":["GW-1FJ"],"dforce":"GW","force":"W","from":"36","plan":{},"role":"West","to":"37","units":["CDN1"]}	{"batch":2,"channel":"cli","command":{"action":"attack","cubes":2,"from":"36","to":"37","units":["CDN1"]},"draws":0,"role":"West"}	2026-11-27T22:04:26.938143+00:00	66d5c15ed5fc64b2d12e93fad1a6e6bdf164407fc36446d2c67f3c768a3f65ff	349140c43cfcf84e6806b49abd78c60efd005471d267e7cff9148964b2486207
685	6a44e9ce83	191	turn	West	{"role":"Soviets","step":"support"}	{"channel":"cli"}	2026-11-27T22:04:26.938143+00:00	349140c43cfcf84e6806b49abd78c60efd005471d267e7cff9148964b2486207	1914a3c89ba041bb397191fd18f90c89aff4b7bbf9ec8249d4785594ee883d04
686	6a44e9ce83	192	supported	Soviets	{"area":"37","force":"GW","role":"Soviets"}	{"batch":5,"channel":"cli","command":{"action":"support","area":"37"},"draws":4,"role":"Soviets"}	2026-11-27T22:04:26.939945+00:00	1914a3c89ba041bb397191fd18f90c89aff4b7bbf9ec8249d4785594ee883d04	488161f7b6986504de93259ee13e983d6ab97ad4c237a175be72874a8d41f8f4
687	6a44e9ce83	193	revealed	Soviets	{"blocks":[{"area":"36","role":"West","value":4},{"area":"37","role":"Soviets","value":3}]}	{"channel":"cli"}	2026-11-27T22:04:26.939945+00:00	488161f7b6986504de93259ee13e983d6ab97ad4c237a175be72874a8d41f8f4	1a7444f202f038e09624d26971134a65ba81060649c25d3f0cb49292ea5ee4a1
688	6a44e9ce83	194	rolled	Soviets	{"attack":[1,3],"defence":[6,1]}	{"channel":"cli"}	2026-11-27T22:04:26.939945+00:00	1a7444f202f038e09624d26971134a65ba81060649c25d3f0cb49292ea5ee4a1	f06c977a217c0b563604b72585b6bd7b158a4d162d1812a34556e91bce2db256
689	6a44e9ce83	195	result	Soviets	{"attack":15,"defence":12,"winner":"attack"}	{"channel":"cli"}	2026-11-27T22:04:26.939945+00:00	f06c977a217c0b563604b72585b6bd7b158a4d162d1812a34556e91bce2db256	08504f949c5088e18feed7753a23f7081cda78a56f19509f0ac327e3605072ed
690	6a44e9ce83	196	turn	Soviets	{"role":"Soviets","step":"counter"}	{"channel":"cli"}	2026-11-27T22:04:26.939945+00:00	08504f949c5088e18feed7753a23f7081cda78a56f19509f0ac327e3605072ed	8bfeaeee21cf0319351ab957c4c741fc5b1ae2e78a201b115706e5c70346527e
691	6a44e9ce83	197	counterattack	Soviets	{"area":"37","force":"GW","role":"Soviets"}	{"batch":5,"channel":"cli","command":{"action":"counterattack"},"draws":0,"role":"Soviets"}	2026-11-27T22:04:26.942142+00:00	8bfeaeee21cf0319351ab957c4c741fc5b1ae2e78a201b115706e5c70346527e	74c20710a26371fb43b41041d2fb241ca2e7129b8de004e060867761acda3251
692	6a44e9ce83	198	level	Soviets	{"strength":1,"unit":"GW-1FJ"}	{"channel":"cli"}	2026-11-27T22:04:26.942142+00:00	74c20710a26371fb43b41041d2fb241ca2e7129b8de004e060867761acda3251	ba162d1d0a3c061205b69c1a26765e305b11b6a24b52aad0397d2921e5f31340
693	6a44e9ce83	199	level	Soviets	{"strength":0,"unit":"GW-1FJ"}	{"channel":"cli"}	2026-11-27T22:04:26.942142+00:00	ba162d1d0a3c061205b69c1a26765e305b11b6a24b52aad0397d2921e5f31340	75fc447b7decd82e9aefafd9bf52664ef53c2340506208de56b63353480ddccd
694	6a44e9ce83	200	combat_over	Soviets	{}	{"channel":"cli"}	2026-11-27T22:04:26.942142+00:00	75fc447b7decd82e9aefafd9bf52664ef53c2340506208de56b63353480ddccd	0275732f16a4cbff662d673409dd82cc42c771ff937a5ded63dfe53feb217b04
695	6a44e9ce83	201	turn	Soviets	{"role":"Soviets","step":"act"}	{"channel":"cli"}	2026-11-27T22:04:26.942142+00:00	0275732f16a4cbff662d673409dd82cc42c771ff937a5ded63dfe53feb217b04	b201c72e76473954a1d39240ae88091f2e4b2f66237001d05541d029d7719896
696	6a44e9ce83	202	attack	Soviets	{"cubes":1,"defender":"West","defenders":["GE-8"],"dforce":"GE","force":"S","from":"10","plan":{},"role":"Soviets","to":"24","units":["4UF"]}	{"batch":2,"channel":"cli","command":{"action":"attack","cubes":1,"from":"10","to":"24","units":["4UF"]},"draws":0,"role":"Soviets"}	2026-11-27T22:04:26.944851+00:00	b201c72e76473954a1d39240ae88091f2e4b2f66237001d05541d029d7719896	046c55b4b72771ab57f5b32a0804d3d7482703df36c05d071694710501fb5398
697	6a44e9ce83	203	turn	Soviets	{"role":"West","step":"support"}	{"channel":"cli"}	2026-11-27T22:04:26.944851+00:00	046c55b4b72771ab57f5b32a0804d3d7482703df36c05d071694710501fb5398	a2ce213f76e6fdbf772159acba6105cb3ff04964d4f1ae0b6921cee2be6cda43
\.


--
-- Data for Name: forum_bindings; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.forum_bindings (game, forum, topic, thread, reported, status_message, bound_at) FROM stdin;
\.


--
-- Data for Name: forum_codes; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.forum_codes (game, role, code_hash, expires_at) FROM stdin;
\.


--
-- Data for Name: forum_inbound; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.forum_inbound (forum, key, game, summary, received_at) FROM stdin;
\.


--
-- Data for Name: forum_links; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.forum_links (game, role, forum, "user", linked_at) FROM stdin;
\.


--
-- Data for Name: forum_managers; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.forum_managers (game, token_hash) FROM stdin;
\.


--
-- Data for Name: games; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.games (id, kind, title, status, version, active, players, created_at, updated_at) FROM stdin;
88a41f34cf	rhine	1944: Race to the Rhine	active	70	["Brad"]	["Ann", "Bob"]	2026-11-27T22:04:26+00:00	2026-11-27T22:04:26+00:00
a16d2b03a7	flanders	In Flanders Field	finished	213	[]	["Ann", "Bob"]	2026-11-27T22:04:26+00:00	2026-11-27T22:04:26+00:00
c121d6ffed	rhine	1944: Race to the Rhine	active	31	["Brad"]	["Ann"]	2026-11-27T22:04:26+00:00	2026-11-27T22:04:26+00:00
b369a36b27	flanders	In Flanders Field	active	67	["Red"]	["Ann", "Bob"]	2026-11-27T22:04:26+00:00	2026-11-27T22:04:26+00:00
9cfb28eee0	memoir44	Memoir '44	active	112	["Axis"]	["Ann", "Bob"]	2026-11-27T22:04:26+00:00	2026-11-27T22:04:26+00:00
6a44e9ce83	berlin	Race to Berlin	active	204	["West"]	["Ann", "Bob"]	2026-11-27T22:04:26+00:00	2026-11-27T22:04:26+00:00
\.


--
-- Data for Name: idempotency; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.idempotency (stream, key, first_version, last_version) FROM stdin;
\.


--
-- Data for Name: inbound; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.inbound (message_id, game, role, sender, received_at, summary) FROM stdin;
\.


--
-- Data for Name: job_leases; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.job_leases (job, holder, until) FROM stdin;
\.


--
-- Data for Name: login_pause; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.login_pause (channel, refusals, paused_until, last_error, since) FROM stdin;
\.


--
-- Data for Name: mail_prefs; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.mail_prefs (email, kind) FROM stdin;
\.


--
-- Data for Name: outbox; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.outbox (id, channel, kind, recipient, game, role, version, payload, dedupe_key, status, attempts, next_attempt_at, last_error, message_id, created_at, sent_at, lease_until) FROM stdin;
1	mail	started	ann0@example.org	b369a36b27	Red	14	{"actor": null, "head": "13001aecfd47811ac2fcc60040318ad1a12ae3b6c5a041b28a5a6e4963c82721"}	notify:b369a36b27:14:Red	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
2	mail	started	bob0@example.org	b369a36b27	Blue	14	{"actor": null, "head": "13001aecfd47811ac2fcc60040318ad1a12ae3b6c5a041b28a5a6e4963c82721"}	notify:b369a36b27:14:Blue	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
3	mail	turn	bob0@example.org	b369a36b27	Blue	21	{"actor": "Red", "head": "724661317ca7a33a28edbbb42f038e693c6382741dedec5cbe01654a36eb8fb6"}	notify:b369a36b27:21:Blue	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
4	mail	turn	ann0@example.org	b369a36b27	Red	32	{"actor": "Blue", "head": "f06cd057e14b7e276973df779b5d7a0d4e14635d8d2bc461d6f605806d6ab829"}	notify:b369a36b27:32:Red	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
5	mail	turn	bob0@example.org	b369a36b27	Blue	42	{"actor": "Red", "head": "bcc46583209f3c7417249b39c3af49eb79f26fd1d0bfb75861673c621ca68d41"}	notify:b369a36b27:42:Blue	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
6	mail	turn	ann0@example.org	b369a36b27	Red	49	{"actor": "Blue", "head": "f8053855c41f174fbefa8e029d23c626bb4ef63a776cd645116e5a3e249cf796"}	notify:b369a36b27:49:Red	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
7	mail	turn	bob0@example.org	b369a36b27	Blue	59	{"actor": "Red", "head": "32a63d99952b684112cbfae79c667825ecde4b3dd3ca122da615b63c864ad13d"}	notify:b369a36b27:59:Blue	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
8	mail	turn	ann0@example.org	b369a36b27	Red	66	{"actor": "Blue", "head": "6aa40d3bfc1e10dbb7b1b05e1fc1bb27836818d646b884f16c8f78f545fe0183"}	notify:b369a36b27:66:Red	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
9	mail	started	ann1@example.org	a16d2b03a7	Red	14	{"actor": null, "head": "ceca4b52976136d862ffb8baf3c257bb0aa0a528ce2ff251fb15fb0d067b8fd4"}	notify:a16d2b03a7:14:Red	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
10	mail	started	bob1@example.org	a16d2b03a7	Blue	14	{"actor": null, "head": "ceca4b52976136d862ffb8baf3c257bb0aa0a528ce2ff251fb15fb0d067b8fd4"}	notify:a16d2b03a7:14:Blue	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
11	mail	turn	bob1@example.org	a16d2b03a7	Blue	21	{"actor": "Red", "head": "e8abb14bd785c4fd924bcce21ce5600aab73ce910666769a0ffc02f602276e32"}	notify:a16d2b03a7:21:Blue	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
12	mail	turn	ann1@example.org	a16d2b03a7	Red	39	{"actor": "Blue", "head": "36b6623eb2a8d6355b3fda8ca1990b0b52cd042837bb30126875fa27b2eb3775"}	notify:a16d2b03a7:39:Red	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
13	mail	turn	bob1@example.org	a16d2b03a7	Blue	48	{"actor": "Red", "head": "ce5791af68f821db1c2855838aa88d5531b5ee02d94de42ae18f981f9f8af26c"}	notify:a16d2b03a7:48:Blue	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
14	mail	turn	ann1@example.org	a16d2b03a7	Red	57	{"actor": "Blue", "head": "4e3c7d71ece9b649ed22fbcd0d0fbd71795d1976fb325469ad5598d96e8aa78d"}	notify:a16d2b03a7:57:Red	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
15	mail	turn	bob1@example.org	a16d2b03a7	Blue	64	{"actor": "Red", "head": "8e079cf32c159044e2f280d4842f51069d8039030de571a39fc52d54305c51d3"}	notify:a16d2b03a7:64:Blue	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
16	mail	turn	ann1@example.org	a16d2b03a7	Red	70	{"actor": "Blue", "head": "60cc6a28c2280095b2e1b4176f0a3a4871400de6be163b59fbaaceb8ef642887"}	notify:a16d2b03a7:70:Red	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
17	mail	turn	bob1@example.org	a16d2b03a7	Blue	76	{"actor": "Red", "head": "70e26fd40df3e0303f463b4122afc293a37ecd2f91e679e4b5a04554537c8191"}	notify:a16d2b03a7:76:Blue	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
18	mail	turn	ann1@example.org	a16d2b03a7	Red	82	{"actor": "Blue", "head": "ab0ba806c7cb91f810db933eb6c3b728027bb559a8ba19ce9205e0609598ca22"}	notify:a16d2b03a7:82:Red	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
19	mail	turn	bob1@example.org	a16d2b03a7	Blue	99	{"actor": "Red", "head": "0053368eae4f63de11ef547a097eaefce21fe32f09822a12b4e03b6d94020d1e"}	notify:a16d2b03a7:99:Blue	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
20	mail	turn	ann1@example.org	a16d2b03a7	Red	118	{"actor": "Blue", "head": "19393d4dad9716e3254eed411a4fa881773d5f13f558b7ac32980a0fb861a936"}	notify:a16d2b03a7:118:Red	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
21	mail	turn	bob1@example.org	a16d2b03a7	Blue	127	{"actor": "Red", "head": "85a42bdedb5870deda3ee6e7fbf3c42bcee2efd604db584b4090e5ac9e13aaa3"}	notify:a16d2b03a7:127:Blue	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
22	mail	turn	ann1@example.org	a16d2b03a7	Red	134	{"actor": "Blue", "head": "5387ed03d1f2b958bb58d4ea03a2d8aeb4f8cb00e87096a4a03a16ba682adefd"}	notify:a16d2b03a7:134:Red	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
23	mail	turn	bob1@example.org	a16d2b03a7	Blue	146	{"actor": "Red", "head": "68aa94359f824970ab5605d4c2a72a889589fd2c2dce36221f71311965589552"}	notify:a16d2b03a7:146:Blue	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
24	mail	turn	ann1@example.org	a16d2b03a7	Red	160	{"actor": "Blue", "head": "45ca3c237790bb2837152d9ad1690d3d6b2ca8b1229379a9b1ad1b13ce09e0ee"}	notify:a16d2b03a7:160:Red	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
25	mail	turn	bob1@example.org	a16d2b03a7	Blue	166	{"actor": "Red", "head": "f0e3d098b263cae786781a7f736c20191229e325804d7bfc47f21a4c069194fc"}	notify:a16d2b03a7:166:Blue	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
26	mail	turn	ann1@example.org	a16d2b03a7	Red	173	{"actor": "Blue", "head": "dd821226174de4b3f2675d737354eb50c9ec7ac3760cb1df503d8401d1572f30"}	notify:a16d2b03a7:173:Red	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
27	mail	turn	bob1@example.org	a16d2b03a7	Blue	186	{"actor": "Red", "head": "63635e9200e3685ee3832c1cbfaae0a19d65c87edd547d361d36ba8b7a11f652"}	notify:a16d2b03a7:186:Blue	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
28	mail	turn	ann1@example.org	a16d2b03a7	Red	204	{"actor": "Blue", "head": "bf98edeb7826721b57c4b385d773401a7c4a6173376baa131eaa1fcf1bc124b4"}	notify:a16d2b03a7:204:Red	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
29	mail	ended	ann1@example.org	a16d2b03a7	Red	213	{"actor": "Red", "head": "01b158c0953fafc1a6934731df48b5169c59b65fd9edf2bca3d3bfaa21d415dc"}	notify:a16d2b03a7:213:Red	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
30	mail	ended	bob1@example.org	a16d2b03a7	Blue	213	{"actor": "Red", "head": "01b158c0953fafc1a6934731df48b5169c59b65fd9edf2bca3d3bfaa21d415dc"}	notify:a16d2b03a7:213:Blue	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
31	mail	started	ann2@example.org	88a41f34cf	Brad	3	{"actor": null, "head": "3498d6324dc4ce8a204e58a34242999692e423feec03f18896c6c80260bd64c0"}	notify:88a41f34cf:3:Brad	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
32	mail	started	bob2@example.org	88a41f34cf	Patton	3	{"actor": null, "head": "3498d6324dc4ce8a204e58a34242999692e423feec03f18896c6c80260bd64c0"}	notify:88a41f34cf:3:Patton	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
33	mail	turn	ann2@example.org	88a41f34cf	Brad	25	{"actor": "Patton", "head": "5ecf72fc1ba55c32008025185f3daf73e16462cb4c3b9246271245b63a1c318c"}	notify:88a41f34cf:25:Brad	pending	0	2026-11-27T22:05:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
34	mail	turn	bob2@example.org	88a41f34cf	Patton	44	{"actor": "Brad", "head": "82155abae9a1e3e378ac5c860b688614a9a40a1f8762e81443006917276ccd2e"}	notify:88a41f34cf:44:Patton	pending	0	2026-11-27T22:05:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
35	mail	turn	ann2@example.org	88a41f34cf	Brad	62	{"actor": "Patton", "head": "eacb73a1f4d23de89628aee7b4e4461d97fb2026a6d8965c51dd3b402f4f2663"}	notify:88a41f34cf:62:Brad	pending	0	2026-11-27T22:05:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
36	mail	started	ann3@example.org	c121d6ffed	Brad	3	{"actor": null, "head": "d4f10c447c84480795154ce3f2275626ee27fbaacba5b8001cc19ad31faa64db"}	notify:c121d6ffed:3:Brad	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
37	mail	started	ann4@example.org	9cfb28eee0	Allies	3	{"actor": null, "head": "ea5021e7a539f34bd428012cfb96df8d4a232d8533f1210aa0cbb243f82c7535"}	notify:9cfb28eee0:3:Allies	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
38	mail	started	bob4@example.org	9cfb28eee0	Axis	3	{"actor": null, "head": "ea5021e7a539f34bd428012cfb96df8d4a232d8533f1210aa0cbb243f82c7535"}	notify:9cfb28eee0:3:Axis	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
39	mail	turn	bob4@example.org	9cfb28eee0	Axis	12	{"actor": "Allies", "head": "ee5e0e84fadc1296b083cd4566c5e2696476c46813f24a617c292134bec2b213"}	notify:9cfb28eee0:12:Axis	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
40	mail	turn	ann4@example.org	9cfb28eee0	Allies	21	{"actor": "Axis", "head": "5f511b75e697343a85cbc357f0b9cc2f44352ca39e8129f308230e5f451bf4c2"}	notify:9cfb28eee0:21:Allies	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
41	mail	turn	bob4@example.org	9cfb28eee0	Axis	33	{"actor": "Allies", "head": "24d0b8fc7a4259e8883bbb6f5427bed3ea080afbca86f8dd70b3e3453355732a"}	notify:9cfb28eee0:33:Axis	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
42	mail	turn	ann4@example.org	9cfb28eee0	Allies	49	{"actor": "Axis", "head": "b531a2637ea1f5b7338826ea1b4fc778381fec8810fe58e17303d57676de749c"}	notify:9cfb28eee0:49:Allies	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
43	mail	turn	bob4@example.org	9cfb28eee0	Axis	62	{"actor": "Allies", "head": "1a6526f39374569766be6aed64159dbb85b2f9ae58b3dc2d07bceda605581af4"}	notify:9cfb28eee0:62:Axis	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
44	mail	turn	ann4@example.org	9cfb28eee0	Allies	69	{"actor": "Axis", "head": "ded80b41289b6b0ebf3d0558800fc914811cd262b5018690add041d86c425521"}	notify:9cfb28eee0:69:Allies	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
45	mail	turn	bob4@example.org	9cfb28eee0	Axis	83	{"actor": "Allies", "head": "d55eea3689d838e89065e050b859f50a9f51750be38a10a5a10a587ac033ba94"}	notify:9cfb28eee0:83:Axis	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
46	mail	turn	ann4@example.org	9cfb28eee0	Allies	101	{"actor": "Axis", "head": "f1e5fa027f505f38ff2f8a8a461d24e2b95c73f8627cfc85cd349ecfba93cab6"}	notify:9cfb28eee0:101:Allies	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
47	mail	turn	bob4@example.org	9cfb28eee0	Axis	112	{"actor": "Allies", "head": "56f3f91b62df397a2dc5947bed06ecb12016abbc1172e480fd5718a51eb4593c"}	notify:9cfb28eee0:112:Axis	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
48	mail	started	ann5@example.org	6a44e9ce83	Soviets	3	{"actor": null, "head": "de52ed41c470df7e8fe29916288ded847b8b8ea481b9037c1b24ba33ef9b1fab"}	notify:6a44e9ce83:3:Soviets	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
49	mail	started	bob5@example.org	6a44e9ce83	West	3	{"actor": null, "head": "de52ed41c470df7e8fe29916288ded847b8b8ea481b9037c1b24ba33ef9b1fab"}	notify:6a44e9ce83:3:West	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
50	mail	turn	bob5@example.org	6a44e9ce83	West	5	{"actor": "Soviets", "head": "8b496fc17844735ead02a9e1af7714d2fcc43d610478a31f4ae55e2ea01a2d19"}	notify:6a44e9ce83:5:West	pending	0	2026-11-27T22:05:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
51	mail	turn	ann5@example.org	6a44e9ce83	Soviets	7	{"actor": "West", "head": "59b408e7e0441699d91b1c915511d65bf44c4d29f1eee2df0ba321b2d2c4e433"}	notify:6a44e9ce83:7:Soviets	pending	0	2026-11-27T22:05:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
52	mail	turn	bob5@example.org	6a44e9ce83	West	9	{"actor": "Soviets", "head": "6e86d096937959e6b285ac777d3353eacf32b97614e39f17b122b6494f8008e5"}	notify:6a44e9ce83:9:West	pending	0	2026-11-27T22:05:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
53	mail	turn	ann5@example.org	6a44e9ce83	Soviets	11	{"actor": "West", "head": "b41c77c99dd12a38d13dce60391be62fbc089d0ccb1de1a79ac856c271ea389b"}	notify:6a44e9ce83:11:Soviets	pending	0	2026-11-27T22:05:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
54	mail	turn	bob5@example.org	6a44e9ce83	West	14	{"actor": "Soviets", "head": "a198c597fa0482cb729098c35434560e054822cdd23a8c36ca99d25f6660520c"}	notify:6a44e9ce83:14:West	pending	0	2026-11-27T22:05:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
55	mail	turn	ann5@example.org	6a44e9ce83	Soviets	18	{"actor": "West", "head": "d66eabcfba137563a62f0744ed6c150331029621e2fcc39e212f964b7fef8762"}	notify:6a44e9ce83:18:Soviets	pending	0	2026-11-27T22:05:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
56	mail	turn	bob5@example.org	6a44e9ce83	West	26	{"actor": "Soviets", "head": "5ee5fa75c3364383dc40d393a4ec8ccd83d09a3d1ed2cb9486318b1789b710c8"}	notify:6a44e9ce83:26:West	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
57	mail	turn	ann5@example.org	6a44e9ce83	Soviets	37	{"actor": "West", "head": "6c203dc32a049c0859844df127aeb69ffa763e4e304b5483dfb34a267ac81147"}	notify:6a44e9ce83:37:Soviets	pending	0	2026-11-27T22:05:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
58	mail	turn	bob5@example.org	6a44e9ce83	West	39	{"actor": "Soviets", "head": "ce96b8e842fb091e819f51a322a01e1895967e615d80802edd56ab95f7eaa0db"}	notify:6a44e9ce83:39:West	pending	0	2026-11-27T22:05:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
59	mail	turn	ann5@example.org	6a44e9ce83	Soviets	41	{"actor": "West", "head": "6e4775d4e583f7af795aeebd27979f99f6d7c928bacf96c794a98a9a073dd6aa"}	notify:6a44e9ce83:41:Soviets	pending	0	2026-11-27T22:05:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
60	mail	turn	bob5@example.org	6a44e9ce83	West	43	{"actor": "Soviets", "head": "11b438dfdf3cea7743d078f67d424c3e7a849f688cd97e3774f8da496a7cbeec"}	notify:6a44e9ce83:43:West	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
61	mail	turn	ann5@example.org	6a44e9ce83	Soviets	46	{"actor": "West", "head": "a2edc3f91a355c6f53606cb3f76d39237b77e7766072fca68c730513f197eb42"}	notify:6a44e9ce83:46:Soviets	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
62	mail	turn	bob5@example.org	6a44e9ce83	West	51	{"actor": "Soviets", "head": "59136bf46415c270b1b4d2d9ebbdb517cbeb893731c9228ac76c017ebda30c3c"}	notify:6a44e9ce83:51:West	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
63	mail	turn	ann5@example.org	6a44e9ce83	Soviets	61	{"actor": "West", "head": "6b11aab73c490f5beff0943c56a9d9abfe487332a2ad68aa87f368b71e335198"}	notify:6a44e9ce83:61:Soviets	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
64	mail	turn	bob5@example.org	6a44e9ce83	West	64	{"actor": "Soviets", "head": "3514555806cbc1a6c9a95247990d8ad2f629a91dface6a4f864993e0c2f9d439"}	notify:6a44e9ce83:64:West	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
65	mail	turn	ann5@example.org	6a44e9ce83	Soviets	72	{"actor": "West", "head": "701b2471e8fa2051785f77226fc7a3abeb50fcf291fa721454a0cccf19eecf12"}	notify:6a44e9ce83:72:Soviets	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
66	mail	turn	bob5@example.org	6a44e9ce83	West	74	{"actor": "Soviets", "head": "92d99d2cfb79ca47df31738e03b2404fadbd0c0111d8d8645bf70e7bfc081aca"}	notify:6a44e9ce83:74:West	pending	0	2026-11-27T22:05:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
67	mail	turn	ann5@example.org	6a44e9ce83	Soviets	85	{"actor": "West", "head": "00d0acfb1fde4444206251a0034df8d634420d3c14ede4f63d715c38dc04a370"}	notify:6a44e9ce83:85:Soviets	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
68	mail	turn	bob5@example.org	6a44e9ce83	West	100	{"actor": "Soviets", "head": "181187729e5eab56fb2f062ecd673c8d0d2e31d37fb309b3822072ddc552a3c1"}	notify:6a44e9ce83:100:West	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
69	mail	turn	ann5@example.org	6a44e9ce83	Soviets	102	{"actor": "West", "head": "0be92e018e25d8e1ef282a0551032f14c072e8fe3fbade91471b01cf7df06743"}	notify:6a44e9ce83:102:Soviets	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
70	mail	turn	bob5@example.org	6a44e9ce83	West	105	{"actor": "Soviets", "head": "328d47a1cb3462f720177fd968d52bec0fd99e08c8012495b6865ef4c8898db1"}	notify:6a44e9ce83:105:West	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
71	mail	turn	ann5@example.org	6a44e9ce83	Soviets	114	{"actor": "West", "head": "c9d05d530286355619141b57ff3e3eb2f27e936387c91314542f53451b9aa32c"}	notify:6a44e9ce83:114:Soviets	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
72	mail	turn	bob5@example.org	6a44e9ce83	West	116	{"actor": "Soviets", "head": "8a20c218b16b391be65650e4bbf3ca5232522bbbda7670a42d6f2feaeef56bb7"}	notify:6a44e9ce83:116:West	pending	0	2026-11-27T22:05:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
73	mail	turn	ann5@example.org	6a44e9ce83	Soviets	118	{"actor": "West", "head": "bdac2cceac8e343d1959a8f48aaa09ba602e044afad1da859b05a9c6988cf3ce"}	notify:6a44e9ce83:118:Soviets	pending	0	2026-11-27T22:05:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
74	mail	turn	bob5@example.org	6a44e9ce83	West	120	{"actor": "Soviets", "head": "dcd9b31ec796d150f1ea5c2fc191a3f50475542da84f44f8945329c24b1c1aa8"}	notify:6a44e9ce83:120:West	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
75	mail	turn	ann5@example.org	6a44e9ce83	Soviets	122	{"actor": "West", "head": "0bcb8b4802e2af3e01a8bee1fe0c4e91aad2e0dc578c122ce9950efb4187a909"}	notify:6a44e9ce83:122:Soviets	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
76	mail	turn	bob5@example.org	6a44e9ce83	West	133	{"actor": "Soviets", "head": "35451ca87205be945125dc8adf3bef43051f7283806d3fd64fbd220c11420d77"}	notify:6a44e9ce83:133:West	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
77	mail	turn	ann5@example.org	6a44e9ce83	Soviets	144	{"actor": "West", "head": "36708f2031965caeb7b1564a22d93afbba1ddc37d68000d4d57ea0d0dacf3ab6"}	notify:6a44e9ce83:144:Soviets	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
78	mail	turn	bob5@example.org	6a44e9ce83	West	157	{"actor": "Soviets", "head": "6d4b62ed2c98dbb3a73ed6af5eb0358f638449af9319d7c520930ff083509d28"}	notify:6a44e9ce83:157:West	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
79	mail	turn	ann5@example.org	6a44e9ce83	Soviets	159	{"actor": "West", "head": "106eb931ae4b2faa34c520c91b77ed7af1e4457b5005fd5b84a4de64f859e741"}	notify:6a44e9ce83:159:Soviets	pending	0	2026-11-27T22:05:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
80	mail	turn	bob5@example.org	6a44e9ce83	West	161	{"actor": "Soviets", "head": "8b1a738f078455a57edb83c40f73054e90eaffedd22db6448537f52de2f0bb17"}	notify:6a44e9ce83:161:West	pending	0	2026-11-27T22:05:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
81	mail	turn	ann5@example.org	6a44e9ce83	Soviets	163	{"actor": "West", "head": "ede32f2075ce268af2fcf11e5550199fb21fe3aef5d714f721593012d2e3f80c"}	notify:6a44e9ce83:163:Soviets	pending	0	2026-11-27T22:05:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
82	mail	turn	bob5@example.org	6a44e9ce83	West	173	{"actor": "Soviets", "head": "96ac3fae30e1f14317037284e2f69662e8d47373aa60e1114c30e3523cd6de9c"}	notify:6a44e9ce83:173:West	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
83	mail	turn	ann5@example.org	6a44e9ce83	Soviets	175	{"actor": "West", "head": "2e388d374c378b4e86421f4b6b3ef844fd1120787930c8350b8b747381676f5b"}	notify:6a44e9ce83:175:Soviets	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
84	mail	turn	bob5@example.org	6a44e9ce83	West	178	{"actor": "Soviets", "head": "887c35e833a06e94a8c8203d7dbe02dc9673e363f978c9fa90e397e23fdf162b"}	notify:6a44e9ce83:178:West	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
85	mail	turn	ann5@example.org	6a44e9ce83	Soviets	188	{"actor": "West", "head": "cecaf02fdfe1b4928d6bb65fd6c59c0e2749d6f268b44431ab6959b39a0064a2"}	notify:6a44e9ce83:188:Soviets	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
86	mail	turn	bob5@example.org	6a44e9ce83	West	190	{"actor": "Soviets", "head": "66d5c15ed5fc64b2d12e93fad1a6e6bdf164407fc36446d2c67f3c768a3f65ff"}	notify:6a44e9ce83:190:West	pending	0	2026-11-27T22:05:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
87	mail	turn	ann5@example.org	6a44e9ce83	Soviets	192	{"actor": "West", "head": "1914a3c89ba041bb397191fd18f90c89aff4b7bbf9ec8249d4785594ee883d04"}	notify:6a44e9ce83:192:Soviets	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
88	mail	turn	bob5@example.org	6a44e9ce83	West	204	{"actor": "Soviets", "head": "a2ce213f76e6fdbf772159acba6105cb3ff04964d4f1ae0b6921cee2be6cda43"}	notify:6a44e9ce83:204:West	pending	0	2026-11-27T22:04:26+00:00	\N	\N	2026-11-27T22:04:26+00:00	\N	\N
\.


--
-- Data for Name: seat_tokens; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.seat_tokens (token_hash, game, role, created_at) FROM stdin;
\.


--
-- Data for Name: seats; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.seats (game, seat, role, name, email, token_hash, mail_generation) FROM stdin;
b369a36b27	0	Red	Ann	ann0@example.org	c73a28b92f7262deb5adadc160860a1a1849960291039a9b2c4ad6417d9e1b8a	0
b369a36b27	1	Blue	Bob	bob0@example.org	a48d3a0cd5c15f4489c914044df60dee1a5d89a099f16739439ba395c02f49c5	0
a16d2b03a7	0	Red	Ann	ann1@example.org	98efa4c0366db1fa9c6fdef63f1176b43d8e5f805e36575b208d27376af33740	0
a16d2b03a7	1	Blue	Bob	bob1@example.org	e0c65ce691059cbd26bc13ad40c78c204731c99dbfdcb7ab05c7818ed0c53719	0
88a41f34cf	0	Brad	Ann	ann2@example.org	0fa35d8c13450edbd9142ccdfcb36104eaa5b62a550b661dfc453154b888ede1	0
88a41f34cf	1	Patton	Bob	bob2@example.org	ac1f23da32f96263a9ae1f42689d447dcb0df458131c84b5da233da52d010672	0
c121d6ffed	0	Brad	Ann	ann3@example.org	efd9bfd554866d46d9f3d3e38443c4e3c0cf0f54411387364c44f36b7abc835b	0
9cfb28eee0	0	Allies	Ann	ann4@example.org	55fe188fc289803bb5dc0ccb3815b49b52da59481d46394cfc70905668dcea74	0
9cfb28eee0	1	Axis	Bob	bob4@example.org	955a053b415d39ff1cf15807fe8c6648736bd8e9099ffbeca9035576f8cf49e1	0
6a44e9ce83	0	Soviets	Ann	ann5@example.org	f3d00c0b974397ea314eaa996eafdd97d80dc417f5080953113f927f8cb4e4cc	0
6a44e9ce83	1	West	Bob	bob5@example.org	b3bea8bc8386c6bf68fac409665642c77dbbb9374bace3abd0a16e3305433b0c	0
\.


--
-- Data for Name: secrets; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.secrets (game, seed) FROM stdin;
b369a36b27	254e7d66c298dda0b7cca8bad60fd87f0091ea0f36b719f29450b4efb77fec7e
a16d2b03a7	c51dd657ca80fb4ba38d252ebff579480a99979132038ce4ac36973fd1ed81a1
88a41f34cf	48014ebb2f1ef8082e69b1193664530659631b50628faf0c3149e6213315d1ee
c121d6ffed	4a78820a931d2b2e7333d6ae8fb66e4544c3fdbe6ec8dbb29a737d55a21e9bba
9cfb28eee0	5481508bc122443f4b1250168be8fff412fa704cce09faf8638b13ec6aa63599
6a44e9ce83	fd4dc07ce05cea23295ef7881c89a60eddca2c8512c36a31e3c55efd1ec5e766
\.


--
-- Data for Name: settings; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.settings (key, value) FROM stdin;
\.


--
-- Data for Name: snapshots; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.snapshots (stream, version, rules_version, state) FROM stdin;
b369a36b27	50	flanders:3	{"head":"787f73a0129c6fba13776df860e6902405d73257d62d7230fc1373f627bc4ad4","meta":{"entropy":"2dba5dbc339e7316aea2683faf839c1b7b1ee2313db792112588118df066aa35","kind":"flanders","options":{"beginner":false,"seats":2},"rules_version":"3","seats":[{"name":"Ann","role":"Red"},{"name":"Bob","role":"Blue"}],"seed_commitment":"527adf5bd8c810c8dbe8efc32b85659758bef352461ca83925145e7ef1cbc2a6","title":"In Flanders Field"},"outcome":null,"seed":null,"state":{"beginner":false,"board":{"10":7,"11":20,"3":43,"4":3,"5":12,"6":8,"7":24,"8":15},"deck":[14,5,39,4,31,28,0,17,30,47,21,37,25,48,51,26,2,1,11,13,41,19,34,38,9,36,6,53,40,32,16,18,35,52,10,29,23,33,27],"discard":[50,46,44,42,49,22,45],"final_round":false,"outcome":null,"players":{"Blue":{"hand":[],"out":false,"pos":0,"troops":4,"turns":2},"Red":{"hand":[],"out":false,"pos":1,"troops":4,"turns":2}},"pool":32,"roles":["Red","Blue"],"turn":{"advance":false,"advance_used":false,"artillery_decided":false,"circus":false,"dice":[3,4,3],"halted":false,"number":5,"phase":"take","role":"Red","taken":[],"wire":0,"wire_eaten":0}}}
a16d2b03a7	213	flanders:3	{"head":"01b158c0953fafc1a6934731df48b5169c59b65fd9edf2bca3d3bfaa21d415dc","meta":{"entropy":"2dba5dbc339e7316aea2683faf839c1b7b1ee2313db792112588118df066aa35","kind":"flanders","options":{"beginner":false,"seats":2},"rules_version":"3","seats":[{"name":"Ann","role":"Red"},{"name":"Bob","role":"Blue"}],"seed_commitment":"e7d78f31e3ffed75cba8696e9cdc32df56b4cb0d6a7130ecc1107f133a856638","title":"In Flanders Field"},"outcome":{"reason":"the other player lost all his troops","winners":["Blue"]},"seed":"c51dd657ca80fb4ba38d252ebff579480a99979132038ce4ac36973fd1ed81a1","state":{"beginner":false,"board":{"10":48,"11":31,"3":30,"4":29,"5":19,"6":8,"7":null,"8":43},"deck":[5,22,15,46,27,36,25,11],"discard":[50,40,41,32,38,45,7,2,26,52,18,14,3,37,47,53,6,21,34,10,13,12,51,35,33,28,0,16,1,20,4,44,17,49,9,39,42],"final_round":false,"outcome":{"reason":"the other player lost all his troops","winners":["Blue"]},"players":{"Blue":{"hand":[24,23],"out":false,"pos":10,"troops":3,"turns":9},"Red":{"hand":[],"out":true,"pos":2,"troops":0,"turns":10}},"pool":37,"roles":["Red","Blue"],"turn":{"advance":false,"advance_used":false,"artillery_decided":false,"circus":false,"dice":[2,4,5],"halted":false,"number":19,"phase":"over","role":"Red","taken":[42],"wire":0,"wire_eaten":0}}}
88a41f34cf	52	rhine:2	{"head":"aa29a708b0962c1036a734eedea44fe8f3842f95003974d2e9e2de0137835b14","meta":{"entropy":"2dba5dbc339e7316aea2683faf839c1b7b1ee2313db792112588118df066aa35","kind":"rhine","options":{"basic":false,"commanders":null,"common_deck":false,"fair_play":false,"seats":2,"solo":null,"veteran":[],"weather":false},"rules_version":"2","seats":[{"name":"Ann","role":"Brad"},{"name":"Bob","role":"Patton"}],"seed_commitment":"c5d85f7290673835a13a352f20e70c898e29cd07981ac0d4193a60316d269207","title":"1944: Race to the Rhine"},"outcome":null,"seed":null,"state":{"absent":"R","airborne":[],"airborne_track":4,"antwerpen":false,"areas":{"Chartres":{"ammo":1,"food":1,"gas":1},"Melun":{"ammo":1,"food":0,"gas":2},"Montereau":{"ammo":0,"food":0,"gas":1},"Paris":{"ammo":0,"food":0,"gas":2},"Sens":{"ammo":1,"food":0,"gas":0},"Troyes":{"ammo":0,"food":1,"gas":0}},"arrows":{},"axis":["Duisburg","Köln"],"axis_box":0,"axis_pool":16,"bonus_given":false,"colour":{"Brad":"W","Patton":"B"},"control":{"'s-Hertogenbosch":"R","Abbeville":"R","Amiens":"R","Antwerpen":"R","Arras":"R","Beauvais":"R","Bergen op Zoom":"R","Boulogne":"R","Breda":"R","Breskens":"R","Brugge":"R","Bruxelles":"R","Calais":"R","Dienst":"R","Dieppe":"R","Dunkerque":"R","Eindhoven":"R","Geldern":"R","Gent":"R","Goes":"R","Hasselt":"R","Kleve":"R","Kortrijk":"R","Le Havre":"R","Leuven":"R","Lille":"R","Maastricht":"R","Neufchâtel":"R","Nijmegen":"R","Ostende":"R","Rheinhausen":"R","Rheydt":"R","Roermond":"R","Ronse":"R","Rotterdam":"R","Rouen":"R","St-Omer":"R","Tournai":"R","Turnhout":"R","Venlo":"R","Vlissingen":"R","Ypres":"R","Yvetot":"R"},"corps":{"V":{"ammo":2,"area":"Paris","food":1,"gas":1,"grounded":false},"VII":{"ammo":0,"area":"Melun","food":1,"gas":0,"grounded":false},"XII":{"ammo":0,"area":"Troyes","food":0,"gas":3,"grounded":false},"XIX":{"ammo":1,"area":"Mantes","food":1,"gas":2,"grounded":false},"XV":{"ammo":0,"area":"Sens","food":1,"gas":1,"grounded":false},"XX":{"ammo":1,"area":"Montereau","food":1,"gas":1,"grounded":false}},"decks":{"B":["B07","B02","B03","B17","B08","B16","B11","B01","B06","B05","B12","B09","B10","B20","B15","B22","B13","B18","B14","B21","B19","B04"],"W":["W04","W16","W06","W08","W19","W01","W20","W03","W02","W21","W15","W11","W09","W07","W18","W14","W17","W10","W05","W22","W13","W12"],"X":["X17","X23","X15","X13","X22","X14","X20","X09","X12","X19","X05","X07","X18","X01","X16","X24","X02","X03","X06","X08","X04","X21","X10","X11"]},"discards":{"B":[],"W":[],"X":[]},"final_round":false,"interphases":0,"medal_areas":{"Brad":[],"Patton":[]},"medal_pool":20,"metz_marker":null,"no_encircle":[],"options":{"basic":false,"commanders":["Brad","Patton"],"common_deck":false,"fair_play":false,"seats":2,"solo":null,"veteran":[],"weather":false},"order":["Patton","Brad"],"ostende_used":false,"out":[],"outcome":null,"peeks":{"Brad":{"W":"W04"},"Patton":{"X":"X17"}},"players":{"Brad":{"air":"W","commander":false,"kept":[],"level":2,"medals":0,"trucks":9,"won":[]},"Patton":{"air":"X","commander":false,"kept":[],"level":1,"medals":0,"trucks":8,"won":[]}},"pool":{"ammo":17,"food":12,"gas":15},"removed":[],"roles":["Brad","Patton"],"round":2,"stock":{"ammo":6,"food":6,"gas":6},"trucks":{"reserve":14,"stock":1},"turn":{"actions":1,"allowance":2,"limited":[],"move":null,"moved":[],"number":3,"pending_resistance":[],"recon":false,"resistance":false,"role":"Patton","step":"action","transport":null},"weather":null}}
c121d6ffed	25	rhine:2	{"head":"ec67990b0f3c28733e1425c4cfbee521a64b809462b6f54396e088a53efc8363","meta":{"entropy":"5df6e0e2761359d30a8275058e299fcc0381534545f55cf43e41983f5d4c9456","kind":"rhine","options":{"basic":false,"commanders":null,"common_deck":false,"fair_play":false,"seats":1,"solo":"Brad","veteran":[],"weather":false},"rules_version":"2","seats":[{"name":"Ann","role":"Brad"}],"seed_commitment":"6ed7316ed71af690ed62aef5e9aa015fdcf839ddde7bcf11636b15c8f5b024b1","title":"1944: Race to the Rhine"},"outcome":null,"seed":null,"state":{"absent":null,"airborne":[],"airborne_track":0,"antwerpen":false,"areas":{"Chartres":{"ammo":1,"food":1,"gas":4},"Mantes":{"ammo":0,"food":0,"gas":2},"Paris":{"ammo":1,"food":0,"gas":0}},"arrows":{},"axis":["Charleville"],"axis_box":0,"axis_pool":0,"bonus_given":false,"colour":{"Brad":"W"},"control":{"Bruxelles":"R","Maastricht":"R"},"corps":{"V":{"ammo":1,"area":"Chartres","food":1,"gas":2,"grounded":false},"VII":{"ammo":1,"area":"Melun","food":1,"gas":2,"grounded":false},"XIX":{"ammo":1,"area":"Mantes","food":1,"gas":0,"grounded":false}},"decks":{"W":["W16","W01","W13","W04","W17","W12","W11","W18","W15","W22","W20","W02","W03","W21","W08","W07","W06","W09","W05","W10","W14","W19"],"X":["X18","X04","X24","X12","X16","X03","X10","X05","X14","X08","X02","X19","X20","X06","X13","X21","X15","X09","X07","X17","X11","X23","X22","X01"]},"discards":{"W":[],"X":[]},"final_round":false,"interphases":0,"medal_areas":{"Brad":[]},"medal_pool":20,"metz_marker":null,"no_encircle":[],"numbers":{"Aachen":[15],"Bastogne":[5],"Compiègne":[3],"Euskirchen":[16],"Givet":[18],"Hirson":[9],"Laon":[7],"Liege":[8],"Marche":[14],"Meaux":[4],"Namur":[11],"Prüm":[12],"Sedan":[17],"Soissons":[6],"St. Vith":[13]},"options":{"basic":false,"commanders":["Brad"],"common_deck":false,"fair_play":false,"seats":1,"solo":"Brad","veteran":[],"weather":false},"order":["Brad"],"ostende_used":false,"out":[],"outcome":null,"peeks":{"Brad":{"X":"X18"}},"players":{"Brad":{"air":"X","commander":false,"kept":[],"level":2,"medals":0,"trucks":7,"won":[]}},"pool":{"ammo":22,"food":18,"gas":25},"removed":[],"roles":["Brad"],"round":2,"solo":{"colour":"W","flipped":[10],"removed":[],"starving_ignored":0},"stock":{"ammo":3,"food":3,"gas":0},"trucks":{"reserve":20,"stock":5},"turn":{"actions":2,"allowance":2,"limited":[],"move":{"bonus":0,"came_from":"Paris","card":null,"corps":"V","entered":1,"path":["Paris","Chartres"],"regroup":false},"moved":["V"],"number":2,"pending_resistance":[],"recon":false,"resistance":false,"role":"Brad","step":"go","transport":null},"weather":null}}
9cfb28eee0	101	memoir44:1	{"head":"f1e5fa027f505f38ff2f8a8a461d24e2b95c73f8627cfc85cd349ecfba93cab6","meta":{"entropy":"2dba5dbc339e7316aea2683faf839c1b7b1ee2313db792112588118df066aa35","kind":"memoir44","options":{"m44":null,"scenario":"sword-beach","seats":2},"rules_version":"1","seats":[{"name":"Ann","role":"Allies"},{"name":"Bob","role":"Axis"}],"seed_commitment":"d6c8366c909ad0a157c49bece45f665086b676c302cbb2920abfd01973044e1c","title":"Memoir '44"},"outcome":null,"seed":null,"state":{"board":{"cols":13,"face":"beach","rows":9},"deck":["assault-left-1","direct-from-hq-1","probe-center-5","assault-right-2","attack-right-1","recon-in-force-2","recon-right-1","recon-in-force-1","attack-left-2","behind-enemy-lines-1","artillery-bombard-1","dig-in-1","assault-right-1","probe-right-2","close-assault-1","recon-right-2","probe-left-4","air-power-1","attack-center-2","attack-left-1","attack-right-3","ambush-1","infantry-assault-1","armor-assault-1","attack-right-2","attack-left-3","probe-center-4","infantry-assault-2","assault-left-2","probe-right-3","their-finest-hour-1","recon-center-1","armor-assault-2","assault-center-1","recon-left-1","recon-center-2","recon-left-2","probe-left-1","firefight-1","probe-right-1","pincer-move-1","counter-attack-1","direct-from-hq-2"],"discard":["probe-left-2","probe-center-3","barrage-1","assault-center-2","attack-center-4","attack-center-1","recon-in-force-3","counter-attack-2"],"effective":{"Allies":{"card":"recon-in-force-3","mirrored":false},"Axis":{"card":"recon-in-force-3","mirrored":true}},"hexes":{"A1":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"A2":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"A3":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"A4":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"A5":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"A6":{"behavior":null,"label":null,"objective":null,"obstacle":"wire","obstacle_behavior":null,"obstacle_orientation":1,"orientation":null,"owner":null,"terrain":null},"A8":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"woods"},"B1":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"B2":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"B3":{"behavior":null,"label":null,"objective":null,"obstacle":"hedgehog","obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"B4":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"B5":{"behavior":null,"label":null,"objective":null,"obstacle":"wire","obstacle_behavior":null,"obstacle_orientation":1,"orientation":null,"owner":null,"terrain":"beach"},"B8":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"woods"},"B9":{"behavior":null,"label":null,"objective":{"permanent":false,"side":"Allies"},"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"buildings"},"C1":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"C2":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"C3":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"C4":{"behavior":null,"label":null,"objective":null,"obstacle":"hedgehog","obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"C5":{"behavior":null,"label":null,"objective":null,"obstacle":"wire","obstacle_behavior":null,"obstacle_orientation":1,"orientation":null,"owner":null,"terrain":"beach"},"C6":{"behavior":null,"label":null,"objective":null,"obstacle":"bunker","obstacle_behavior":null,"obstacle_orientation":1,"orientation":null,"owner":"Axis","terrain":null},"C9":{"behavior":null,"label":"Riva Bella","objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":null},"D1":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"D2":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"D3":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"D4":{"behavior":null,"label":null,"objective":null,"obstacle":"hedgehog","obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"D5":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"E1":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"E2":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"E3":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"E4":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"E5":{"behavior":null,"label":null,"objective":null,"obstacle":"wire","obstacle_behavior":null,"obstacle_orientation":1,"orientation":null,"owner":null,"terrain":"beach"},"F1":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"F2":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"F3":{"behavior":null,"label":null,"objective":null,"obstacle":"hedgehog","obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"F4":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"F5":{"behavior":null,"label":null,"objective":null,"obstacle":"wire","obstacle_behavior":null,"obstacle_orientation":1,"orientation":null,"owner":null,"terrain":"beach"},"F9":{"behavior":null,"label":null,"objective":{"permanent":false,"side":"Allies"},"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"buildings"},"G1":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"G2":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"G3":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"G4":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"G5":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"G6":{"behavior":null,"label":null,"objective":null,"obstacle":"wire","obstacle_behavior":null,"obstacle_orientation":1,"orientation":null,"owner":null,"terrain":null},"G7":{"behavior":null,"label":null,"objective":null,"obstacle":"bunker","obstacle_behavior":null,"obstacle_orientation":1,"orientation":null,"owner":"Axis","terrain":null},"H1":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"H2":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"H3":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"H4":{"behavior":null,"label":null,"objective":null,"obstacle":"hedgehog","obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"H5":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"I1":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"I2":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"I3":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"I4":{"behavior":null,"label":null,"objective":null,"obstacle":"hedgehog","obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"I5":{"behavior":null,"label":null,"objective":null,"obstacle":"wire","obstacle_behavior":null,"obstacle_orientation":1,"orientation":null,"owner":null,"terrain":"beach"},"I6":{"behavior":null,"label":null,"objective":null,"obstacle":"bunker","obstacle_behavior":null,"obstacle_orientation":1,"orientation":null,"owner":"Axis","terrain":null},"J1":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"J2":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"J3":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"J4":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"J5":{"behavior":null,"label":null,"objective":null,"obstacle":"wire","obstacle_behavior":null,"obstacle_orientation":1,"orientation":null,"owner":null,"terrain":"beach"},"J8":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"woods"},"K1":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"K2":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"K3":{"behavior":null,"label":null,"objective":null,"obstacle":"hedgehog","obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"K4":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"K5":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"K6":{"behavior":null,"label":null,"objective":null,"obstacle":"wire","obstacle_behavior":null,"obstacle_orientation":1,"orientation":null,"owner":null,"terrain":null},"K9":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"woods"},"L1":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"L2":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"L3":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"L4":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"L5":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"L6":{"behavior":null,"label":null,"objective":null,"obstacle":"wire","obstacle_behavior":null,"obstacle_orientation":1,"orientation":null,"owner":null,"terrain":null},"L9":{"behavior":null,"label":"Lion sur Mer","objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":null},"M1":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"ocean"},"M3":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"M5":{"behavior":null,"label":null,"objective":null,"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"beach"},"M9":{"behavior":null,"label":null,"objective":{"permanent":false,"side":"Allies"},"obstacle":null,"obstacle_behavior":null,"obstacle_orientation":null,"orientation":null,"owner":null,"terrain":"buildings"}},"kind":"memoir44","last_dice":[{"at":"E5","faces":["star","grenade"],"from":"G7","turn":8}],"last_played":{"Allies":"recon-in-force-3","Axis":"counter-attack-2"},"outcome":null,"played":null,"roles":["Allies","Axis"],"scenario":{"board":{"cols":13,"face":"beach","rows":9},"cards":{"Allies":5,"Axis":4},"first":"Allies","medals_to_win":{"Allies":5,"Axis":5},"name":"Sword Beach","objectives":[{"hexes":["B9"],"marker":"B9","medals":1,"needed":1,"permanent":false,"side":"Allies"},{"hexes":["F9"],"marker":"F9","medals":1,"needed":1,"permanent":false,"side":"Allies"},{"hexes":["M9"],"marker":"M9","medals":1,"needed":1,"permanent":false,"side":"Allies"}],"rules":{"airdrop":null,"deck_reshuffling":true,"hill317":[],"special":[],"sudden_death":[]},"slug":"sword-beach","text":{"description":"Axis Player: Take 4 command cards\\n\\nAllied Player: Take 5 command cards.\\nYou move first.","historical":"The 8th Brigade Group of the 3rd British Division, supported by Commandos of the 1st Special Service Brigade and the amphibious Sherman tanks of the 13th and 18th Hussars, formed the first wave of Allied forces to land on \\"Sword\\" beach, near the mouth of the Orne River, on the morning of June 6, 1944.\\n\\nThe tanks were to land first and engage the enemy before the infantry arrived. The heavy seas slowed the approach and both tanks and infantry came ashore together. The bad weather, coupled with stiff German resistance, delayed the inland advance. While commandos - including the first French troops to set foot back on their homeland that day - captured the Casino at Riva Bella, the bulk of the Allied forces failed to push inland and capture Caen, their objective for the day. The consequences of this, the biggest set-back of Allied operations on D-Day, were to be felt well into July, and the city of Caen itself would pay a dear price for it.\\n\\nThe stage is set, the battle lines are drawn, and you are in command. The rest is history.","rules":"The Axis player is in control of the Bunkers and may claim them as a defensive position.\\n\\nThe Allied Special Forces are Commando units. Place a British badge in the same hex as these units to distinguish them from other units. Commandos may move 1 or 2 hexes and still battle.","subtitle":"","victory":"5 Medals\\nAn Allied unit that captures a Town hex counts as one Victory Medal. Place an Objective Medal on each Town hex. As long as the Allied unit remains on the Town hex, it continues to count toward the Allied victory. If the unit moves off or is eliminated, it no longer counts."},"top":"Axis"},"sides":{"Allies":{"answers":{"ambush":"off"},"hand":["probe-center-1","attack-center-3","probe-center-2","probe-left-3","probe-right-4"],"medals":[],"objectives":[],"position":"bottom"},"Axis":{"answers":{"ambush":"off"},"hand":["move-out-1","general-advance-1","move-out-2","medics-and-mechanics-1"],"medals":[],"objectives":[],"position":"top"}},"turn":{"attack":null,"battled":{},"copies":null,"grounds":{},"moved":{},"number":9,"ordered":[],"overran":[],"pending":null,"played_as":null,"reacted":[],"role":"Allies","side":"Allies","step":"play","stopped":[]},"turns":{"Allies":5,"Axis":4},"units":{"u01":{"at":"A9","badge":null,"figures":3,"max":3,"medal_worth":1,"side":"Axis","type":"armor"},"u02":{"at":"D8","badge":null,"figures":4,"max":4,"medal_worth":1,"side":"Axis","type":"infantry"},"u03":{"at":"M9","badge":null,"figures":4,"max":4,"medal_worth":1,"side":"Axis","type":"infantry"},"u04":{"at":"H8","badge":null,"figures":4,"max":4,"medal_worth":1,"side":"Axis","type":"infantry"},"u05":{"at":"B7","badge":null,"figures":4,"max":4,"medal_worth":1,"side":"Axis","type":"infantry"},"u06":{"at":"G7","badge":null,"figures":1,"max":2,"medal_worth":1,"side":"Axis","type":"artillery"},"u07":{"at":"B8","badge":null,"figures":4,"max":4,"medal_worth":1,"side":"Axis","type":"infantry"},"u08":{"at":"H6","badge":null,"figures":4,"max":4,"medal_worth":1,"side":"Axis","type":"infantry"},"u09":{"at":"B1","badge":null,"figures":3,"max":3,"medal_worth":1,"side":"Allies","type":"armor"},"u10":{"at":"C2","badge":null,"figures":4,"max":4,"medal_worth":1,"side":"Allies","type":"infantry"},"u11":{"at":"D2","badge":null,"figures":3,"max":3,"medal_worth":1,"side":"Allies","type":"armor"},"u12":{"at":"E5","badge":null,"figures":2,"max":4,"medal_worth":1,"side":"Allies","type":"infantry"},"u13":{"at":"J3","badge":null,"figures":4,"max":4,"medal_worth":1,"side":"Allies","type":"infantry"},"u14":{"at":"J2","badge":null,"figures":3,"max":3,"medal_worth":1,"side":"Allies","type":"armor"},"u15":{"at":"K3","badge":null,"figures":4,"max":4,"medal_worth":1,"side":"Allies","type":"infantry"},"u16":{"at":"A2","badge":"special","figures":4,"max":4,"medal_worth":1,"side":"Allies","type":"infantry"},"u17":{"at":"E1","badge":"special","figures":4,"max":4,"medal_worth":1,"side":"Allies","type":"infantry"},"u18":{"at":"F1","badge":null,"figures":4,"max":4,"medal_worth":1,"side":"Allies","type":"infantry"},"u19":{"at":"G1","badge":null,"figures":4,"max":4,"medal_worth":1,"side":"Allies","type":"infantry"},"u20":{"at":"M1","badge":"special","figures":4,"max":4,"medal_worth":1,"side":"Allies","type":"infantry"}},"where":{"A2":"u16","A9":"u01","B1":"u09","B7":"u05","B8":"u07","C2":"u10","D2":"u11","D8":"u02","E1":"u17","E5":"u12","F1":"u18","G1":"u19","G7":"u06","H6":"u08","H8":"u04","J2":"u14","J3":"u13","K3":"u15","M1":"u20","M9":"u03"}}}
6a44e9ce83	202	berlin:1	{"head":"b201c72e76473954a1d39240ae88091f2e4b2f66237001d05541d029d7719896","meta":{"entropy":"2dba5dbc339e7316aea2683faf839c1b7b1ee2313db792112588118df066aa35","kind":"berlin","options":{"seats":2},"rules_version":"1","seats":[{"name":"Ann","role":"Soviets"},{"name":"Bob","role":"West"}],"seed_commitment":"8044333e622952387305d2cda7bdefdd012d5a5fa8f08926cc5647ba89afb814","title":"Race to Berlin"},"outcome":null,"seed":null,"state":{"blocks":{"Soviets":[{"area":"11","cubes":1,"force":"S","revealed":true,"spent":false,"value":2},{"area":"5","cubes":2,"force":"S","revealed":true,"spent":false,"value":2},{"area":"37","cubes":2,"force":"GW","revealed":true,"spent":false,"value":3},{"area":"10","cubes":0,"force":"S","revealed":false,"spent":false,"value":3},{"area":"35","cubes":1,"force":"S","revealed":true,"spent":false,"value":4},{"area":"13","cubes":4,"force":"GW","revealed":true,"spent":false,"value":4},{"area":"6","cubes":1,"force":"S","revealed":true,"spent":false,"value":5},{"area":null,"cubes":0,"force":null,"revealed":false,"spent":true,"value":5}],"West":[{"area":"34","cubes":2,"force":"GE","revealed":true,"spent":false,"value":2},{"area":"7","cubes":2,"force":"W","revealed":true,"spent":false,"value":2},{"area":null,"cubes":0,"force":null,"revealed":false,"spent":true,"value":3},{"area":"16","cubes":0,"force":"GE","revealed":false,"spent":false,"value":3},{"area":"36","cubes":2,"force":"W","revealed":true,"spent":false,"value":4},{"area":"41","cubes":0,"force":"GE","revealed":false,"spent":false,"value":4},{"area":"27","cubes":5,"force":"W","revealed":true,"spent":false,"value":5},{"area":"B1","cubes":0,"force":"GE","revealed":false,"spent":false,"value":5}]},"combat":null,"control":{"1":"W","10":"S","11":"S","12":"W","13":"G","14":"G","15":"G","16":"G","17":"S","18":"G","19":"G","2":"G","20":"G","21":"G","22":"G","23":"G","24":"G","25":"G","26":"G","27":"W","28":"W","29":"G","3":"S","30":"G","31":"G","32":"G","33":"G","34":"G","35":"S","36":"W","37":"G","38":"G","39":"G","4":"G","40":"G","41":"G","42":"S","5":"S","6":"S","7":"W","8":"G","9":"G","B1":"G","B2":"G","B3":"G","B4":"G","B5":"G"},"cubes":{"Soviets":{"lost":0,"pool":9},"West":{"lost":0,"pool":9}},"done":{"Soviets":true,"West":true},"first":"Soviets","forts":["2","4","8","13","14","19","24","32","33","39","40","B1"],"missing":{"Soviets":0,"West":0},"moved":{"Soviets":[],"West":[]},"outcome":null,"overrun":["12","26"],"phase":"action","placed":{"Soviets":8,"West":8},"roles":["Soviets","West"],"stage":1,"tokens":{"Soviets":[{"force":"S","kind":"logistics","used":true},{"force":"S","kind":"logistics","used":true},{"force":"S","kind":"support","used":true},{"force":"S","kind":"reserves","used":true},{"force":"GW","kind":"support","used":false},{"force":"GW","kind":"counterattack","used":true},{"force":"GW","kind":"counterattack","used":false},{"force":"GW","kind":"reserves","used":true}],"West":[{"force":"W","kind":"logistics","used":false},{"force":"W","kind":"logistics","used":false},{"force":"W","kind":"support","used":true},{"force":"W","kind":"reserves","used":true},{"force":"GE","kind":"support","used":true},{"force":"GE","kind":"counterattack","used":false},{"force":"GE","kind":"counterattack","used":false},{"force":"GE","kind":"reserves","used":true}]},"turn":{"role":"Soviets","step":"act"},"units":{"1BF":{"area":"35","force":"S","strength":3},"1UF":{"area":"17","force":"S","strength":4},"2BF":{"area":"42","force":"S","strength":4},"2UF":{"area":"6","force":"S","strength":4},"3BF":{"area":"42","force":"S","strength":4},"3UF":{"area":"3","force":"S","strength":3},"4UF":{"area":"10","force":"S","strength":3},"BR2":{"area":"28","force":"W","strength":2},"CDN1":{"area":"36","force":"W","strength":3},"FR1":{"area":"1","force":"W","strength":3},"GE-17":{"area":"16","force":"GE","strength":2},"GE-1PZ":{"area":"15","force":"GE","strength":1},"GE-2":{"area":"41","force":"GE","strength":2},"GE-2PZ":{"area":"4","force":"GE","strength":1},"GE-3PZ":{"area":"40","force":"GE","strength":1},"GE-4":{"area":"41","force":"GE","strength":3},"GE-4PZ":{"area":"25","force":"GE","strength":2},"GE-6":{"area":"2","force":"GE","strength":1},"GE-6SS":{"area":null,"force":"GE","strength":4},"GE-8":{"area":"24","force":"GE","strength":2},"GE-9":{"area":"26","force":"GE","strength":2},"GE-BER":{"area":"B1","force":"GE","strength":2},"GE-VIS":{"area":"40","force":"GE","strength":1},"GW-1":{"area":"8","force":"GW","strength":2},"GW-15":{"area":"19","force":"GW","strength":2},"GW-19":{"area":"2","force":"GW","strength":2},"GW-1FJ":{"area":null,"force":"GW","strength":0},"GW-24":{"area":"2","force":"GW","strength":1},"GW-25":{"area":null,"force":"GW","strength":0},"GW-5PZ":{"area":"18","force":"GW","strength":2},"GW-6SS":{"area":"13","force":"GW","strength":4},"GW-7":{"area":"13","force":"GW","strength":2},"GW-B":{"area":"20","force":"GW","strength":2},"GW-G":{"area":"8","force":"GW","strength":1},"GW-H":{"area":"18","force":"GW","strength":1},"GW-OR":{"area":"2","force":"GW","strength":1},"US1":{"area":"12","force":"W","strength":3},"US3":{"area":"12","force":"W","strength":4},"US7":{"area":"1","force":"W","strength":3},"US9":{"area":"28","force":"W","strength":2}},"victory":{"Soviets":["5"],"West":[]}}}
\.


--
-- Data for Name: vacations; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.vacations (id, email, first_day, last_day, tz) FROM stdin;
1	ann0@example.org	2026-12-20	2026-12-27	Europe/Warsaw
\.


--
-- Name: events_position_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.events_position_seq', 697, true);


--
-- Name: outbox_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.outbox_id_seq', 88, true);


--
-- Name: vacations_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.vacations_id_seq', 1, true);


--
-- Name: bounces bounces_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.bounces
    ADD CONSTRAINT bounces_pkey PRIMARY KEY (report, outbox_id);


--
-- Name: deadline_clocks deadline_clocks_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deadline_clocks
    ADD CONSTRAINT deadline_clocks_pkey PRIMARY KEY (game);


--
-- Name: deadline_settings deadline_settings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deadline_settings
    ADD CONSTRAINT deadline_settings_pkey PRIMARY KEY (game);


--
-- Name: digest_settings digest_settings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.digest_settings
    ADD CONSTRAINT digest_settings_pkey PRIMARY KEY (email);


--
-- Name: events events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_pkey PRIMARY KEY ("position");


--
-- Name: events events_stream_version_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_stream_version_key UNIQUE (stream, version);


--
-- Name: forum_bindings forum_bindings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_bindings
    ADD CONSTRAINT forum_bindings_pkey PRIMARY KEY (game, forum);


--
-- Name: forum_codes forum_codes_code_hash_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_codes
    ADD CONSTRAINT forum_codes_code_hash_key UNIQUE (code_hash);


--
-- Name: forum_codes forum_codes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_codes
    ADD CONSTRAINT forum_codes_pkey PRIMARY KEY (game, role);


--
-- Name: forum_inbound forum_inbound_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_inbound
    ADD CONSTRAINT forum_inbound_pkey PRIMARY KEY (forum, key);


--
-- Name: forum_links forum_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_links
    ADD CONSTRAINT forum_links_pkey PRIMARY KEY (game, forum, role);


--
-- Name: forum_managers forum_managers_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_managers
    ADD CONSTRAINT forum_managers_pkey PRIMARY KEY (game);


--
-- Name: forum_managers forum_managers_token_hash_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.forum_managers
    ADD CONSTRAINT forum_managers_token_hash_key UNIQUE (token_hash);


--
-- Name: games games_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.games
    ADD CONSTRAINT games_pkey PRIMARY KEY (id);


--
-- Name: idempotency idempotency_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.idempotency
    ADD CONSTRAINT idempotency_pkey PRIMARY KEY (stream, key);


--
-- Name: inbound inbound_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inbound
    ADD CONSTRAINT inbound_pkey PRIMARY KEY (message_id, game, role);


--
-- Name: job_leases job_leases_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.job_leases
    ADD CONSTRAINT job_leases_pkey PRIMARY KEY (job);


--
-- Name: login_pause login_pause_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.login_pause
    ADD CONSTRAINT login_pause_pkey PRIMARY KEY (channel);


--
-- Name: mail_prefs mail_prefs_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mail_prefs
    ADD CONSTRAINT mail_prefs_pkey PRIMARY KEY (email, kind);


--
-- Name: outbox outbox_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.outbox
    ADD CONSTRAINT outbox_pkey PRIMARY KEY (id);


--
-- Name: seat_tokens seat_tokens_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.seat_tokens
    ADD CONSTRAINT seat_tokens_pkey PRIMARY KEY (token_hash);


--
-- Name: seats seats_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.seats
    ADD CONSTRAINT seats_pkey PRIMARY KEY (game, seat);


--
-- Name: secrets secrets_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.secrets
    ADD CONSTRAINT secrets_pkey PRIMARY KEY (game);


--
-- Name: settings settings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.settings
    ADD CONSTRAINT settings_pkey PRIMARY KEY (key);


--
-- Name: snapshots snapshots_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.snapshots
    ADD CONSTRAINT snapshots_pkey PRIMARY KEY (stream, version, rules_version);


--
-- Name: vacations vacations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vacations
    ADD CONSTRAINT vacations_pkey PRIMARY KEY (id);


--
-- Name: bounces_address; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bounces_address ON public.bounces USING btree (address, counting);


--
-- Name: forum_bindings_thread; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX forum_bindings_thread ON public.forum_bindings USING btree (forum, thread) WHERE (thread IS NOT NULL);


--
-- Name: forum_bindings_topic; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX forum_bindings_topic ON public.forum_bindings USING btree (forum, topic) WHERE (topic IS NOT NULL);


--
-- Name: forum_links_user; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX forum_links_user ON public.forum_links USING btree (game, forum, lower("user"));


--
-- Name: idx_outbox_dedupe_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX idx_outbox_dedupe_key ON public.outbox USING btree (dedupe_key);


--
-- Name: idx_outbox_game_role_kind; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_outbox_game_role_kind ON public.outbox USING btree (game, role, kind);


--
-- Name: idx_outbox_message_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_outbox_message_id ON public.outbox USING btree (message_id);


--
-- Name: idx_outbox_status_next_attempt_at; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_outbox_status_next_attempt_at ON public.outbox USING btree (status, next_attempt_at);


--
-- Name: idx_seats_token_hash; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX idx_seats_token_hash ON public.seats USING btree (token_hash);


--
-- Name: seat_tokens_seat; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX seat_tokens_seat ON public.seat_tokens USING btree (game, role);


--
-- Name: seats_email; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX seats_email ON public.seats USING btree (lower(email));


--
-- Name: events events_no_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER events_no_delete BEFORE DELETE ON public.events FOR EACH ROW EXECUTE FUNCTION public.pbem_refuse('events are append-only: DELETE refused');


--
-- Name: events events_no_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON public.events FOR EACH STATEMENT EXECUTE FUNCTION public.pbem_refuse('events are append-only: TRUNCATE refused');


--
-- Name: events events_no_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER events_no_update BEFORE UPDATE ON public.events FOR EACH ROW EXECUTE FUNCTION public.pbem_refuse('events are append-only: UPDATE refused');


--
-- Name: events events_notify; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER events_notify AFTER INSERT ON public.events FOR EACH ROW EXECUTE FUNCTION public.pbem_notify('pbem_events', 'stream');


--
-- Name: idempotency idempotency_no_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER idempotency_no_delete BEFORE DELETE ON public.idempotency FOR EACH ROW EXECUTE FUNCTION public.pbem_refuse('idempotency keys are append-only: DELETE refused');


--
-- Name: idempotency idempotency_no_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER idempotency_no_truncate BEFORE TRUNCATE ON public.idempotency FOR EACH STATEMENT EXECUTE FUNCTION public.pbem_refuse('idempotency keys are append-only: TRUNCATE refused');


--
-- Name: idempotency idempotency_no_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER idempotency_no_update BEFORE UPDATE ON public.idempotency FOR EACH ROW EXECUTE FUNCTION public.pbem_refuse('idempotency keys are append-only: UPDATE refused');


--
-- Name: outbox outbox_notify; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER outbox_notify AFTER INSERT OR UPDATE OF status ON public.outbox FOR EACH ROW WHEN ((new.status = 'pending'::text)) EXECUTE FUNCTION public.pbem_notify('pbem_outbox', 'channel');


--
-- Name: secrets secrets_no_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER secrets_no_delete BEFORE DELETE ON public.secrets FOR EACH ROW EXECUTE FUNCTION public.pbem_refuse('seeds are never removed: DELETE refused');


--
-- Name: secrets secrets_no_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER secrets_no_update BEFORE UPDATE ON public.secrets FOR EACH ROW EXECUTE FUNCTION public.pbem_refuse('seeds are never changed: UPDATE refused');


--
-- Name: snapshots snapshots_no_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER snapshots_no_delete BEFORE DELETE ON public.snapshots FOR EACH ROW EXECUTE FUNCTION public.pbem_snapshot_delete();


--
-- Name: snapshots snapshots_no_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER snapshots_no_update BEFORE UPDATE ON public.snapshots FOR EACH ROW EXECUTE FUNCTION public.pbem_refuse('snapshots are never changed: UPDATE refused');


--
-- PostgreSQL database dump complete
--

\unrestrict xlK4MB7zDFVn8X1zbqJ8MNuHMqW2n3f8tvYlZ5GZPj3J4WFm3teGy413tMpvAQe

