// A client written with the TypeScript SDK's draft v2 API
// (@agentclientprotocol/sdk/experimental/v2) that runs a scripted session against
// the agent command given in argv and prints ONE JSON report line on stdout.
// Exit status 0 when the script ran and its self-checks passed, 1 otherwise.
//
//   node tests/ts/client_v2.mjs target/debug/examples/test_agent
//
// The script follows the test agent's v2 convention (examples/test_agent/v2.rs):
// initialize asking for version 2, session/new, `stream 3`, `permission`,
// `meta` (the acceptance echoes the prompt's `_meta`), `wait 60000` ended with
// session/cancel, and the `_acp.test/echo` extension request. Each turn is read
// from the session's update queue up to its idle state. tests/interop/interop_ts_v2.rs
// asserts on the report.

import { spawn } from "node:child_process";
import { Readable, Writable } from "node:stream";
import * as acp from "@agentclientprotocol/sdk/experimental/v2";
import { exitOf, finish, recorded, within } from "./common.mjs";

/** The option a person asked to allow once would pick: `allow_once`, else the first. */
function onceOrFirst(options) {
  return (options.find((o) => o.kind === "allow_once") ?? options[0]).optionId;
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  process.stderr.write("usage: node client_v2.mjs AGENT_COMMAND [ARGS...]\n");
  process.exit(2);
}

const report = {
  sdk: "@agentclientprotocol/sdk/experimental/v2",
  ok: false,
  error: null,
  failures: [],
  initialize: null,
  sessionId: null,
  turns: {},
  permissionRequests: [],
  metaAccepted: null,
  extEcho: null,
  wire: [],
  agentExit: null,
};

const child = spawn(command, args, { stdio: ["pipe", "pipe", "inherit"] });
const exited = exitOf(child);
const stream = recorded(
  acp.ndJsonStream(Writable.toWeb(child.stdin), Readable.toWeb(child.stdout)),
  report.wire,
);

const app = acp
  .client({ name: "acp-interop-ts-v2-client" })
  .onRequest(acp.methods.client.session.requestPermission, ({ params }) => {
    report.permissionRequests.push(params);
    return { outcome: { outcome: "selected", optionId: onceOrFirst(params.options) } };
  });

/** One update, as the report lists it. */
function summary(message) {
  if (message.kind === "stop") return `idle ${message.stopReason}`;
  const u = message.update;
  switch (u.sessionUpdate) {
    case "user_message":
      return `user_message ${u.messageId}`;
    case "agent_message_chunk":
      return `chunk ${u.messageId} ${u.content.type === "text" ? u.content.text : u.content.type}`;
    case "state_update":
      return u.state;
    default:
      return u.sessionUpdate;
  }
}

/** The session's updates up to the next idle state. */
async function untilIdle(session, what) {
  const seen = [];
  for (;;) {
    const message = await within(session.nextUpdate(), `${what}: the next update`);
    seen.push(summary(message));
    if (message.kind === "stop") return seen;
  }
}

async function script(agent) {
  const init = await within(
    agent.request(acp.methods.agent.initialize, {
      protocolVersion: 2,
      info: { name: "acp-interop-ts-v2-client", version: "0.0.0" },
      clientCapabilities: {},
    }),
    "initialize",
  );
  report.initialize = {
    protocolVersion: init.protocolVersion,
    info: init.info,
    capabilities: init.capabilities ?? null,
  };

  const session = await within(agent.buildSession("/tmp").start(), "session/new");
  report.sessionId = session.sessionId;

  for (const text of ["stream 3", "permission"]) {
    const accepted = await within(session.prompt(text), `prompt ${text}`);
    report.turns[text] = { accepted: accepted.messageId, updates: await untilIdle(session, text) };
  }

  const accepted = await within(
    agent.request(acp.methods.agent.session.prompt, {
      sessionId: session.sessionId,
      prompt: [{ type: "text", text: "meta" }],
      _meta: { "acp.test": { trace: 7 } },
    }),
    "prompt meta",
  );
  report.metaAccepted = accepted._meta ?? null;
  report.turns.meta = { accepted: accepted.messageId, updates: await untilIdle(session, "meta") };

  const waiting = await within(session.prompt("wait 60000"), "prompt wait");
  const before = [];
  for (;;) {
    const message = await within(session.nextUpdate(), "wait: running");
    before.push(summary(message));
    if (before.at(-1) === "running") break;
  }
  const cancelledAt = Date.now();
  await agent.notify(acp.methods.agent.session.cancel, { sessionId: session.sessionId });
  const after = await untilIdle(session, "cancel");
  report.turns.cancel = {
    accepted: waiting.messageId,
    updates: [...before, ...after],
    idleMs: Date.now() - cancelledAt,
  };

  report.extEcho = await within(agent.request("_acp.test/echo", { n: [1, 2] }), "_acp.test/echo");
  session.dispose();
}

await finish(report, child, exited, () => app.connectWith(stream, script));
