// A client written with the TypeScript SDK's draft v2 API
// (@agentclientprotocol/sdk/experimental/v2) against our test agent keeping its
// sessions in a SQLite store: the session outlives a `kill -9` of the agent.
// Prints ONE JSON report line on stdout; exit status 0 when the script ran.
//
//   node tests/ts/client_v2_store.mjs TEST_AGENT STORE_FILE CWD
//
// 1. The agent is started with `--store STORE_FILE`; initialize (version 2),
//    session/new with CWD, three turns (`hello`, `stream 3`, `permission`), each
//    read from the session's update queue up to its idle state; every
//    `session/update` of the session the SDK delivered is recorded.
// 2. The agent is killed with SIGKILL while the connection is open, and started
//    again on the same store file; initialize again.
// 3. session/list; session/resume with `replayFrom: {"type": "start"}`; a fourth
//    turn (`stream 2`) on the resumed session; session/resume of an unknown
//    session (its error recorded).
//
// Each connection's JSON-RPC messages are recorded in order (`wire`), next to
// what the SDK handed to the client's `session/update` handler (`updates`).
// tests/interop/interop_ts_v2_store.rs asserts on the report.

import { spawn } from "node:child_process";
import { Readable, Writable } from "node:stream";
import * as acp from "@agentclientprotocol/sdk/experimental/v2";
import { exitOf, recorded, within } from "./common.mjs";

/** The option a person asked to allow once would pick: `allow_once`, else the first. */
function onceOrFirst(options) {
  return (options.find((o) => o.kind === "allow_once") ?? options[0]).optionId;
}

const [agentPath, storePath, cwd] = process.argv.slice(2);
if (!agentPath || !storePath || !cwd) {
  process.stderr.write("usage: node client_v2_store.mjs TEST_AGENT STORE_FILE CWD\n");
  process.exit(2);
}

const FIRST_TURNS = ["hello", "stream 3", "permission"];
const FOURTH_TURN = "stream 2";
const UNKNOWN = "no-such-session";

const report = {
  sdk: "@agentclientprotocol/sdk/experimental/v2",
  ok: false,
  error: null,
  sessionId: null,
  first: null,
  killed: null,
  closedAfterKill: false,
  second: null,
  agentExit: null,
};

/** The `session/update` params the SDK delivered to the client's handler, in
 * the order it delivered them; `until` waits for a condition on them. */
class Updates {
  list = [];
  #checks = new Set();

  push(params) {
    this.list.push(params);
    for (const check of [...this.#checks]) check();
  }

  /** Resolves with `found(list)` once it is neither undefined nor false. */
  until(found, what) {
    return within(
      new Promise((resolve) => {
        const check = () => {
          const value = found(this.list);
          if (value === undefined || value === false) return false;
          this.#checks.delete(check);
          resolve(value);
          return true;
        };
        if (!check()) this.#checks.add(check);
      }),
      what,
    );
  }
}

/** The test agent on the store, and a recorded ndjson stream to it. */
function startAgent(wire) {
  const child = spawn(agentPath, ["--store", storePath], { stdio: ["pipe", "pipe", "inherit"] });
  const exited = exitOf(child);
  const stream = recorded(
    acp.ndJsonStream(Writable.toWeb(child.stdin), Readable.toWeb(child.stdout)),
    wire,
  );
  return { child, exited, stream };
}

/** A client app recording every `session/update` into `updates` and allowing
 * every permission request with its first option. */
function clientApp(updates, permissionRequests) {
  return acp
    .client({ name: "acp-interop-ts-v2-store-client" })
    .onNotification(acp.methods.client.session.update, ({ params }) => {
      updates.push(params);
    })
    .onRequest(acp.methods.client.session.requestPermission, ({ params }) => {
      permissionRequests.push(params);
      return { outcome: { outcome: "selected", optionId: onceOrFirst(params.options) } };
    });
}

async function initialize(agent) {
  const init = await within(
    agent.request(acp.methods.agent.initialize, {
      protocolVersion: 2,
      info: { name: "acp-interop-ts-v2-store-client", version: "0.0.0" },
      clientCapabilities: {},
    }),
    "initialize",
  );
  return { protocolVersion: init.protocolVersion, info: init.info, capabilities: init.capabilities ?? null };
}

/** One update, as the report's turn summaries list it. */
function summary(update) {
  switch (update.sessionUpdate) {
    case "user_message":
      return `user_message ${update.messageId}`;
    case "agent_message_chunk":
      return `chunk ${update.messageId} ${update.content.type === "text" ? update.content.text : update.content.type}`;
    case "state_update":
      return update.state === "idle" ? `idle ${update.stopReason}` : update.state;
    default:
      return update.sessionUpdate;
  }
}

const isIdle = (params) =>
  params.update.sessionUpdate === "state_update" && params.update.state === "idle";

/** Phase 1: three turns on a new session, then SIGKILL with the connection open. */
async function firstRun() {
  const first = { initialize: null, turns: [], updates: [], permissionRequests: [], wire: [] };
  report.first = first;
  const updates = new Updates();
  first.updates = updates.list;
  const agentProcess = startAgent(first.wire);
  try {
    await firstTurns(agentProcess, first, updates);
  } finally {
    // On a failure, the agent goes too.
    if (report.killed === null) agentProcess.child.kill("SIGKILL");
  }
}

async function firstTurns(agentProcess, first, updates) {
  // `connect` (not `connectWith`) so that the connection is still open when
  // the agent is killed: `connectWith` closes it when its callback returns.
  const connection = clientApp(updates, first.permissionRequests).connect(agentProcess.stream);
  const agent = connection.agent;
  first.initialize = await initialize(agent);

  const session = await within(agent.buildSession(cwd).start(), "session/new");
  report.sessionId = session.sessionId;
  for (const text of FIRST_TURNS) {
    const accepted = await within(session.prompt(text), `prompt ${text}`);
    const seen = [];
    for (;;) {
      const message = await within(session.nextUpdate(), `${text}: the next update`);
      seen.push(summary(message.update));
      if (message.kind === "stop") break;
    }
    first.turns.push({ text, accepted: accepted.messageId, updates: seen });
  }
  session.dispose();
  // The session queue and the notification handler are separate handlers of
  // the SDK: wait until the handler has had the third idle state too.
  await updates.until(
    (list) => list.filter((p) => p.sessionId === report.sessionId && isIdle(p)).length === FIRST_TURNS.length,
    "the handler's third idle state",
  );

  agentProcess.child.kill("SIGKILL");
  report.killed = await within(agentProcess.exited, "the killed agent's exit");
  await within(connection.closed, "the connection closing after the kill");
  report.closedAfterKill = true;
}

/** Phase 2: the agent again on the same store; list, resume with replay, a
 * fourth turn, an unknown session. */
async function secondRun() {
  const second = {
    initialize: null,
    list: null,
    resume: null,
    fourth: null,
    unknown: null,
    updates: [],
    permissionRequests: [],
    wire: [],
  };
  report.second = second;
  const updates = new Updates();
  second.updates = updates.list;
  const agentProcess = startAgent(second.wire);
  const app = clientApp(updates, second.permissionRequests);
  try {
    await app.connectWith(agentProcess.stream, async (agent) => {
      second.initialize = await initialize(agent);
      second.list = await within(agent.request(acp.methods.agent.session.list, {}), "session/list");

      // The SDK's `ActiveSession` is only made by `buildSession(...).start()`
      // (session/new); it has no helper for a resumed session, so the resume
      // and the fourth prompt are plain typed requests, and their turns are
      // read from the notification handler's record.
      const sessionId = report.sessionId;
      const before = updates.list.length;
      const answer = await within(
        agent.request(acp.methods.agent.session.resume, {
          sessionId,
          cwd,
          replayFrom: { type: "start" },
        }),
        "session/resume",
      );
      // The response can be settled before the handler has had the updates
      // ahead of it on the wire (they go through more handlers): wait for the
      // current-state snapshot after `replay_complete`.
      await updates.until((list) => {
        const done = list.findIndex((p, i) => i >= before && p.update.sessionUpdate === "replay_complete");
        return done >= 0 && list.slice(done + 1).some((p) => p.update.sessionUpdate === "state_update");
      }, "replay_complete and the current state after it");
      second.resume = { answer, updatesBefore: before };

      const fourthFrom = updates.list.length;
      const accepted = await within(
        agent.request(acp.methods.agent.session.prompt, {
          sessionId,
          prompt: [{ type: "text", text: FOURTH_TURN }],
        }),
        `prompt ${FOURTH_TURN}`,
      );
      const turn = await updates.until((list) => {
        const mine = list.slice(fourthFrom).filter((p) => p.sessionId === sessionId);
        const start = mine.findIndex((p) => p.update.sessionUpdate === "user_message" && p.update.messageId === accepted.messageId);
        if (start < 0) return undefined;
        const end = mine.findIndex((p, i) => i > start && isIdle(p));
        return end < 0 ? undefined : mine.slice(start, end + 1);
      }, "the fourth turn up to idle");
      second.fourth = {
        text: FOURTH_TURN,
        accepted: accepted.messageId,
        updates: turn.map((p) => summary(p.update)),
      };

      try {
        await within(
          agent.request(acp.methods.agent.session.resume, {
            sessionId: UNKNOWN,
            cwd,
            replayFrom: { type: "start" },
          }),
          "session/resume of an unknown session",
        );
        second.unknown = { resolved: true };
      } catch (error) {
        second.unknown = { code: error.code ?? null, message: error.message, data: error.data ?? null };
      }
    });
  } finally {
    agentProcess.child.stdin.end();
    const killer = setTimeout(() => agentProcess.child.kill("SIGKILL"), 5000);
    report.agentExit = await agentProcess.exited;
    clearTimeout(killer);
  }
}

let exitCode = 1;
try {
  await firstRun();
  await secondRun();
  report.ok = true;
  exitCode = 0;
} catch (error) {
  report.error = error instanceof Error ? `${error.name}: ${error.message}` : JSON.stringify(error);
  if (error && typeof error === "object" && "code" in error) {
    report.error += ` (code ${error.code}${error.data === undefined ? "" : `, data ${JSON.stringify(error.data)}`})`;
  }
}
process.stdout.write(JSON.stringify(report) + "\n", () => process.exit(exitCode));
