// An agent written with the official TypeScript SDK (@agentclientprotocol/sdk),
// speaking ACP on stdin/stdout; driven by tests/interop/interop_ts.rs.
//
//   node tests/ts/agent.mjs
//
// - initialize: protocol version 1, loadSession false, the extension capability
//   `_meta: {"ts.test": {"echo": true, "note": true}}`, agentInfo; the response's
//   `_meta.received` reports what the agent got (clientCapabilities as parsed by the
//   SDK, clientInfo, protocolVersion), so the client can check its capabilities arrived.
// - session/new: sessions `ts-0`, `ts-1`, ...
// - session/prompt, first text block:
//   - `wait`: one chunk `waiting`, then ends `cancelled` on session/cancel (or
//     `end_turn` after 60 s);
//   - anything else: a thought chunk, three message chunks `one `, `two `, `three `, a
//     plan, a tool_call `ts-call-N` (pending; N counts the session's turns, as a tool
//     call id is unique within its session), fs/read_text_file, the extension request
//     `_rs.test/ping` when the client advertised it, session/request_permission, a
//     tool_call_update (completed, with the file as content), and a final chunk
//     `file=<JSON content> permission=<optionId> ping=<JSON result>`; `end_turn`.
//   The response's `_meta` is the request's `_meta`.
// - session/cancel: cancels the session's running `wait`.
// - `_ts.test/echo` (request) returns its params; `_ts.test/note` (notification) is
//   answered with a chunk `note: <JSON params>` on the session named by params.sessionId.
//
// Exits when stdin closes. With INTEROP_WIRE set, every JSON-RPC message is logged
// to stderr.

import { Readable, Writable } from "node:stream";
import * as acp from "@agentclientprotocol/sdk";

/** sessionId -> { cancel: (() => void) | null, cwd, calls: the tool calls made } */
const sessions = new Map();
let nextSession = 0;
/** Whether the client advertised the extension request `_rs.test/ping`. */
let clientHasPing = false;

const text = (t) => ({ type: "text", text: t });

function firstText(prompt) {
  const block = prompt.find((b) => b.type === "text");
  return block ? block.text : "";
}

/** Raw params of custom methods are passed through as they are. */
const raw = (params) => params;

const app = acp
  .agent({ name: "acp-interop-ts-agent" })
  .onRequest(acp.methods.agent.initialize, ({ params }) => {
    clientHasPing = params.clientCapabilities._meta?.["rs.test"]?.ping === true;
    return {
      protocolVersion: Math.min(params.protocolVersion, acp.PROTOCOL_VERSION),
      agentCapabilities: {
        loadSession: false,
        promptCapabilities: { image: false, audio: false, embeddedContext: true },
        _meta: { "ts.test": { echo: true, note: true } },
      },
      agentInfo: { name: "acp-interop-ts-agent", title: "TS interop agent", version: "2.4.0" },
      authMethods: [],
      _meta: {
        received: {
          protocolVersion: params.protocolVersion,
          clientCapabilities: params.clientCapabilities,
          clientInfo: params.clientInfo ?? null,
        },
      },
    };
  })
  .onRequest(acp.methods.agent.session.new, ({ params }) => {
    const sessionId = `ts-${nextSession++}`;
    sessions.set(sessionId, { cancel: null, cwd: params.cwd, calls: 0 });
    return { sessionId };
  })
  .onRequest(acp.methods.agent.session.prompt, async ({ params, client }) => {
    const { sessionId } = params;
    const session = sessions.get(sessionId);
    if (!session) {
      throw acp.RequestError.invalidParams(undefined, `unknown session ${sessionId}`);
    }
    const respond = (stopReason) =>
      params._meta == null ? { stopReason } : { stopReason, _meta: params._meta };
    const update = (u) => client.notify(acp.methods.client.session.update, { sessionId, update: u });

    if (firstText(params.prompt).split(/\s+/)[0] === "wait") {
      const cancelled = new Promise((resolve) => {
        const timer = setTimeout(() => resolve("end_turn"), 60000);
        session.cancel = () => {
          clearTimeout(timer);
          resolve("cancelled");
        };
      });
      // Tells the client the turn is running (so its session/cancel cannot come too early).
      await update({ sessionUpdate: "agent_message_chunk", content: text("waiting") });
      const stopReason = await cancelled;
      session.cancel = null;
      return respond(stopReason);
    }

    await update({ sessionUpdate: "agent_thought_chunk", content: text("thinking") });
    for (const word of ["one ", "two ", "three "]) {
      await update({ sessionUpdate: "agent_message_chunk", content: text(word) });
    }
    await update({
      sessionUpdate: "plan",
      entries: [{ content: "read the notes", priority: "high", status: "in_progress" }],
    });
    session.calls += 1;
    const toolCallId = `ts-call-${session.calls}`;
    await update({
      sessionUpdate: "tool_call",
      toolCallId,
      title: "Read notes.txt",
      kind: "read",
      status: "pending",
      locations: [{ path: "/work/notes.txt", line: 1 }],
      _meta: { origin: "ts" },
    });
    const file = await client.request(acp.methods.client.fs.readTextFile, {
      sessionId,
      path: "/work/notes.txt",
      line: 1,
      limit: 2,
    });
    let ping = null;
    if (clientHasPing) {
      ping = await client.request("_rs.test/ping", { n: 41 });
    }
    const permission = await client.request(acp.methods.client.session.requestPermission, {
      sessionId,
      toolCall: { toolCallId, title: "Read notes.txt", kind: "read", status: "pending" },
      options: [
        { optionId: "allow-once", name: "Allow once", kind: "allow_once" },
        { optionId: "reject-once", name: "Reject once", kind: "reject_once" },
      ],
    });
    const picked =
      permission.outcome.outcome === "selected" ? permission.outcome.optionId : permission.outcome.outcome;
    await update({
      sessionUpdate: "tool_call_update",
      toolCallId,
      status: "completed",
      content: [{ type: "content", content: text(file.content) }],
    });
    await update({
      sessionUpdate: "agent_message_chunk",
      content: text(
        `file=${JSON.stringify(file.content)} permission=${picked} ping=${JSON.stringify(ping)}`,
      ),
    });
    return respond("end_turn");
  })
  .onNotification(acp.methods.agent.session.cancel, ({ params }) => {
    sessions.get(params.sessionId)?.cancel?.();
  })
  .onRequest("_ts.test/echo", raw, ({ params }) => params)
  .onNotification("_ts.test/note", raw, async ({ params, client }) => {
    if (params && typeof params.sessionId === "string") {
      await client.notify(acp.methods.client.session.update, {
        sessionId: params.sessionId,
        update: { sessionUpdate: "agent_message_chunk", content: text(`note: ${JSON.stringify(params)}`) },
      });
    }
  });

let stream = acp.ndJsonStream(Writable.toWeb(process.stdout), Readable.toWeb(process.stdin));
if (process.env.INTEROP_WIRE) {
  // Log every JSON-RPC message to stderr: `<-` received, `->` sent.
  const tap = (dir) =>
    new TransformStream({
      transform(message, controller) {
        process.stderr.write(`agent.mjs ${dir} ${JSON.stringify(message)}\n`);
        controller.enqueue(message);
      },
    });
  const outgoing = tap("->");
  void outgoing.readable.pipeTo(stream.writable).catch(() => {});
  stream = { readable: stream.readable.pipeThrough(tap("<-")), writable: outgoing.writable };
}
const connection = app.connect(stream);
await connection.closed;
process.exit(0);
