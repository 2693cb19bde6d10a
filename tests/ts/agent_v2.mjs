// An agent written with the TypeScript SDK's draft v2 API
// (@agentclientprotocol/sdk/experimental/v2), speaking ACP on stdin/stdout;
// driven by tests/interop/interop_ts_v2.rs.
//
//   node tests/ts/agent_v2.mjs
//
// - initialize: answers the requested version when it is 2 (the SDK's), with
//   `info` and the extension capability `_meta: {"ts.test": {"echo": true}}`.
// - session/new: sessions `ts-0`, `ts-1`, ...
// - session/prompt is accepted at once with the user message id `ts-u<n>`
//   (the acceptance's `_meta` is the request's `_meta`); the turn then runs as
//   updates: user_message `ts-u<n>`, state running, and by the first text block:
//   - `wait`: waits until session/cancel, then idle `cancelled`;
//   - `permission`: requires_action, session/request_permission (tool call
//     subject `ts-call-1`), running, a chunk `permission=<optionId or cancelled>`,
//     idle end_turn;
//   - anything else: three chunks `one `, `two `, `three ` of message `ts-a<n>`,
//     idle end_turn.
// - `_ts.test/echo` (request) returns its params.
//
// Exits when stdin closes.

import { Readable, Writable } from "node:stream";
import * as acp from "@agentclientprotocol/sdk/experimental/v2";

/** sessionId -> the running turn's cancel function, if any. */
const running = new Map();
let next = 0;

const text = (t) => ({ type: "text", text: t });
const raw = (params) => params;

function firstText(prompt) {
  const block = prompt.find((b) => b.type === "text");
  return block ? block.text : "";
}

/** Reports one turn of `sessionId` through `client` (an AgentContext). */
async function turn(client, sessionId, prompt, n) {
  const update = (u) => client.notify(acp.methods.client.session.update, { sessionId, update: u });
  const state = (s, extra = {}) => update({ sessionUpdate: "state_update", state: s, ...extra });
  await update({ sessionUpdate: "user_message", messageId: `ts-u${n}`, content: prompt });
  await state("running");
  const command = firstText(prompt).split(/\s+/)[0];
  if (command === "wait") {
    await new Promise((resolve) => running.set(sessionId, resolve));
    running.delete(sessionId);
    await state("idle", { stopReason: "cancelled" });
    return;
  }
  if (command === "permission") {
    await state("requires_action");
    const answer = await client.request(acp.methods.client.session.requestPermission, {
      sessionId,
      title: "Edit a file",
      subject: { type: "tool_call", toolCall: { toolCallId: "ts-call-1", name: "Edit a file" } },
      options: [
        { optionId: "allow", name: "Allow", kind: "allow_once" },
        { optionId: "reject", name: "Reject", kind: "reject_once" },
      ],
    });
    await state("running");
    const outcome = answer.outcome.outcome === "selected" ? answer.outcome.optionId : "cancelled";
    await update({ sessionUpdate: "agent_message_chunk", messageId: `ts-a${n}`, content: text(`permission=${outcome}`) });
    await state("idle", { stopReason: "end_turn" });
    return;
  }
  for (const word of ["one ", "two ", "three "]) {
    await update({ sessionUpdate: "agent_message_chunk", messageId: `ts-a${n}`, content: text(word) });
  }
  await state("idle", { stopReason: "end_turn" });
}

const app = acp
  .agent({ name: "acp-interop-ts-v2-agent" })
  .onRequest(acp.methods.agent.initialize, ({ params }) => ({
    protocolVersion: Math.min(params.protocolVersion, acp.PROTOCOL_VERSION),
    info: { name: "acp-interop-ts-v2-agent", version: "2.4.0" },
    agentCapabilities: { _meta: { "ts.test": { echo: true } } },
  }))
  .onRequest(acp.methods.agent.session.new, () => ({ sessionId: `ts-${next++}` }))
  .onRequest(acp.methods.agent.session.prompt, ({ params, client }) => {
    const n = next++;
    void turn(client, params.sessionId, params.prompt, n).catch((error) => {
      process.stderr.write(`agent_v2.mjs: turn failed: ${error}\n`);
    });
    return { messageId: `ts-u${n}`, ...(params._meta ? { _meta: params._meta } : {}) };
  })
  .onNotification(acp.methods.agent.session.cancel, ({ params }) => {
    running.get(params.sessionId)?.();
  })
  .onRequest("_ts.test/echo", raw, ({ params }) => params);

const stream = acp.ndJsonStream(Writable.toWeb(process.stdout), Readable.toWeb(process.stdin));
const connection = app.connect(stream);
await connection.closed;
process.exit(0);
