// A client written with the official TypeScript SDK (@agentclientprotocol/sdk) that
// runs one full scripted session against the agent command given in argv and prints
// ONE JSON report line on stdout. Exit status 0 when the script ran and its
// self-checks passed, 1 otherwise (the report is printed in both cases).
//
//   node tests/ts/client.mjs target/debug/examples/test_agent [args...]
//
// The script follows the test-agent convention (shared notes): `stream 3`,
// `read PATH`, `permission`, session/set_config_option, `meta`, `wait 60000` +
// session/cancel, the `_acp.test/echo` extension request and the `_acp.test/note`
// extension notification. tests/interop/interop_ts.rs asserts on every field of the report.

import { spawn } from "node:child_process";
import { Readable, Writable } from "node:stream";
import * as acp from "@agentclientprotocol/sdk";
import { exitOf, finish, recorded, within } from "./common.mjs";

const FILE_CONTENT = "fixed file content\nline 2\n";
const STEP_TIMEOUT_MS = 15000;

const [command, ...args] = process.argv.slice(2);
if (!command) {
  process.stderr.write("usage: node client.mjs AGENT_COMMAND [ARGS...]\n");
  process.exit(2);
}

const report = {
  sdk: "@agentclientprotocol/sdk",
  ok: false,
  error: null,
  failures: [],
  // Filled step by step below.
  initialize: null,
  newSession: null,
  stream: null,
  read: null,
  permission: null,
  setConfigOption: null,
  meta: null,
  cancel: null,
  extEcho: null,
  extNote: null,
  // Every agent->client request the client answered, and notifications it did not expect.
  agentRequests: [],
  unexpected: [],
  // Every JSON-RPC message, in order: ["->" | "<-", message].
  wire: [],
  agentExit: null,
};

// ---------------------------------------------------------------------------
// The agent process and a stream that records what crosses it.

const child = spawn(command, args, { stdio: ["pipe", "pipe", "inherit"] });
const childExited = exitOf(child);
const ndjson = acp.ndJsonStream(Writable.toWeb(child.stdin), Readable.toWeb(child.stdout));
const stream = recorded(ndjson, report.wire);

// ---------------------------------------------------------------------------
// The client's handlers: canned answers (the convention's), everything recorded.

/** session/update notifications in arrival order. */
const updates = [];

const app = acp
  .client({ name: "acp-interop-ts-client" })
  .onNotification(acp.methods.client.session.update, ({ params }) => {
    updates.push(params);
  })
  .onRequest(acp.methods.client.fs.readTextFile, ({ params }) => {
    report.agentRequests.push({ method: "fs/read_text_file", params });
    return { content: FILE_CONTENT };
  })
  .onRequest(acp.methods.client.session.requestPermission, ({ params }) => {
    report.agentRequests.push({ method: "session/request_permission", params });
    return { outcome: { outcome: "selected", optionId: params.options[0].optionId } };
  })
  .onNotification("*", ({ method, params }) => {
    report.unexpected.push({ kind: "notification", method, params });
  })
  .onRequest("*", ({ method, params }) => {
    report.unexpected.push({ kind: "request", method, params });
    throw acp.RequestError.methodNotFound(method);
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function check(condition, message) {
  if (!condition) report.failures.push(message);
}

/** The text of the agent_message_chunk updates among `list`. */
function chunkTexts(list) {
  return list
    .filter((n) => n.update.sessionUpdate === "agent_message_chunk" && n.update.content.type === "text")
    .map((n) => n.update.content.text);
}

async function script(agent) {
  const initialize = await within(
    agent.request(acp.methods.agent.initialize, {
      protocolVersion: acp.PROTOCOL_VERSION,
      clientCapabilities: { fs: { readTextFile: true, writeTextFile: false }, terminal: false },
      clientInfo: { name: "acp-interop-ts-client", version: "0.0.0" },
    }),
    "initialize",
  );
  report.initialize = {
    protocolVersion: initialize.protocolVersion,
    agentCapabilities: initialize.agentCapabilities ?? null,
    agentInfo: initialize.agentInfo ?? null,
    authMethods: initialize.authMethods ?? null,
  };

  const created = await within(
    agent.request(acp.methods.agent.session.new, { cwd: "/", mcpServers: [] }),
    "session/new",
  );
  const sessionId = created.sessionId;
  report.newSession = { sessionId, configOptions: created.configOptions ?? null, modes: created.modes ?? null };

  /** Runs one prompt; returns the response and the updates it produced. */
  async function turn(text, extra = {}) {
    const start = updates.length;
    const response = await within(
      agent.request(acp.methods.agent.session.prompt, {
        sessionId,
        prompt: [{ type: "text", text }],
        ...extra,
      }),
      `prompt ${JSON.stringify(text)}`,
    );
    const during = updates.slice(start);
    return { response, updates: during };
  }

  // stream 3: three chunks before the response.
  {
    const { response, updates: during } = await turn("stream 3");
    report.stream = {
      stopReason: response.stopReason,
      chunks: chunkTexts(during),
      updateKinds: during.map((n) => n.update.sessionUpdate),
      sessionIds: [...new Set(during.map((n) => n.sessionId))],
    };
  }

  // read PATH: the agent calls fs/read_text_file on us.
  {
    const before = report.agentRequests.length;
    const { response, updates: during } = await turn("read /some/path");
    report.read = {
      stopReason: response.stopReason,
      chunks: chunkTexts(during),
      requests: report.agentRequests.slice(before),
    };
  }

  // permission: we select the first option.
  {
    const before = report.agentRequests.length;
    const { response, updates: during } = await turn("permission");
    report.permission = {
      stopReason: response.stopReason,
      chunks: chunkTexts(during),
      requests: report.agentRequests.slice(before),
    };
  }

  // session/set_config_option model=smart: full state back, plus a config_option_update.
  {
    const start = updates.length;
    const response = await within(
      agent.request(acp.methods.agent.session.setConfigOption, {
        sessionId,
        configId: "model",
        value: "smart",
      }),
      "session/set_config_option",
    );
    // The update is sent before the response, so it has been handled by now.
    const during = updates.slice(start);
    report.setConfigOption = {
      response,
      updates: during.map((n) => n.update),
    };
  }

  // meta: the response's _meta is the request's _meta.
  {
    const meta = { traceparent: "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01", "ts.interop": { n: 1, list: [1, "two", null] } };
    const { response, updates: during } = await turn("meta", { _meta: meta });
    report.meta = {
      sent: meta,
      stopReason: response.stopReason,
      responseMeta: response._meta ?? null,
      updates: during.length,
    };
    check(JSON.stringify(response._meta) === JSON.stringify(meta), "meta: response _meta differs from the request's");
  }

  // wait 60000, then session/cancel after ~100 ms: the prompt ends `cancelled`.
  {
    const started = Date.now();
    const pending = turn("wait 60000");
    await sleep(100);
    const cancelSentAt = Date.now();
    await agent.notify(acp.methods.agent.session.cancel, { sessionId });
    const { response } = await pending;
    const now = Date.now();
    report.cancel = {
      stopReason: response.stopReason,
      msAfterCancel: now - cancelSentAt,
      msTotal: now - started,
    };
    check(response.stopReason === "cancelled", `cancel: stopReason ${response.stopReason}`);
  }

  // Extension request and notification.
  {
    const params = { hello: "from ts", n: 42, nested: { list: [true, null] } };
    const result = await within(agent.request("_acp.test/echo", params), "_acp.test/echo");
    report.extEcho = { sent: params, result };
    check(JSON.stringify(result) === JSON.stringify(params), "extEcho: result differs from params");
  }
  {
    const start = updates.length;
    const params = { sessionId, text: "hi" };
    await agent.notify("_acp.test/note", params);
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    while (!chunkTexts(updates.slice(start)).some((t) => t.startsWith("note: "))) {
      if (Date.now() > deadline) throw new Error("timed out waiting for the note chunk");
      await sleep(5);
    }
    const during = updates.slice(start);
    report.extNote = {
      sent: params,
      chunks: chunkTexts(during),
      sessionIds: [...new Set(during.map((n) => n.sessionId))],
    };
  }
}

// ---------------------------------------------------------------------------

await finish(report, child, childExited, () => app.connectWith(stream, script));
