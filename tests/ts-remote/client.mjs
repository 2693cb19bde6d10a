// A client written with the official TypeScript SDK (@agentclientprotocol/sdk)
// that connects to a remote agent by URL, with the SDK's Streamable HTTP
// transport (http://) or its WebSocket transport (ws://, over the `ws`
// package), runs one scripted session and prints ONE JSON report line.
//
//   node tests/ts-remote/client.mjs http://127.0.0.1:PORT/acp
//
// The agent is tests/support/remote_peers.rs's RemoteAgent: `stream N`, `ask`
// (it reads a file, asks permission and calls `_remote.test/ping` on the
// client), `wait` + session/cancel, and the `_remote.test/echo` extension.
// tests/interop/interop_ts_remote.rs asserts on the report.

import * as acp from "@agentclientprotocol/sdk";
import { createHttpStream } from "@agentclientprotocol/sdk/experimental/http-client";
import { createWebSocketStream } from "@agentclientprotocol/sdk/experimental/ws-client";
import { WebSocket } from "ws";

const STEP_TIMEOUT_MS = 15000;
const url = process.argv[2];
if (!url) {
  process.stderr.write("usage: node client.mjs URL\n");
  process.exit(2);
}

const report = { url, ok: false, error: null, steps: {}, permissionAsked: null };

const stream = url.startsWith("ws")
  ? createWebSocketStream(url, { WebSocket })
  : createHttpStream(url);

const updates = [];
const app = acp
  .client({ name: "acp-interop-ts-remote" })
  .onNotification(acp.methods.client.session.update, ({ params }) => {
    updates.push(params);
  })
  .onRequest(acp.methods.client.fs.readTextFile, ({ params }) => ({
    content: `contents of ${params.path}`,
  }))
  .onRequest(acp.methods.client.session.requestPermission, ({ params }) => {
    report.permissionAsked = params.toolCall.toolCallId;
    const allow = params.options.find((o) => o.kind === "allow_once");
    return { outcome: { outcome: "selected", optionId: allow.optionId } };
  })
  .onRequest("*", ({ method, params }) => {
    if (method === "_remote.test/ping") return { pong: params.n };
    throw acp.RequestError.methodNotFound(method);
  });

function within(promise, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out: ${what}`)), STEP_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const texts = (list) =>
  list
    .filter((n) => n.update.sessionUpdate === "agent_message_chunk")
    .map((n) => n.update.content.text);

async function script(agent) {
  const init = await within(
    agent.request(acp.methods.agent.initialize, {
      protocolVersion: acp.PROTOCOL_VERSION,
      clientCapabilities: { fs: { readTextFile: true, writeTextFile: false }, terminal: false },
    }),
    "initialize",
  );
  report.steps.initialize = { agent: init.agentInfo?.name ?? null };
  const { sessionId } = await within(
    agent.request(acp.methods.agent.session.new, { cwd: "/", mcpServers: [] }),
    "session/new",
  );
  report.steps.newSession = sessionId;

  const prompt = async (text, extra = {}) => {
    const start = updates.length;
    const response = await within(
      agent.request(acp.methods.agent.session.prompt, {
        sessionId,
        prompt: [{ type: "text", text }],
        ...extra,
      }),
      `prompt ${text}`,
    );
    return { stopReason: response.stopReason, meta: response._meta ?? null, chunks: texts(updates.slice(start)) };
  };

  report.steps.stream = await prompt("stream 20");
  report.steps.ask = await prompt("ask", { _meta: { from: "ts" } });
  report.steps.echo = await within(agent.request("_remote.test/echo", { x: 1 }), "echo");

  const start = updates.length;
  const waiting = prompt("wait");
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  while (!texts(updates.slice(start)).includes("waiting")) {
    if (Date.now() > deadline) throw new Error("timed out waiting for the turn to start");
    await new Promise((r) => setTimeout(r, 5));
  }
  await agent.notify(acp.methods.agent.session.cancel, { sessionId });
  report.steps.cancel = await waiting;
}

let exitCode = 1;
try {
  await app.connectWith(stream, script);
  report.ok = true;
  exitCode = 0;
} catch (error) {
  report.error = error instanceof Error ? `${error.name}: ${error.message}` : JSON.stringify(error);
}
process.stdout.write(JSON.stringify(report) + "\n", () => process.exit(exitCode));
