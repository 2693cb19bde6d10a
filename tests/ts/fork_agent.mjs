// An agent written with the TypeScript SDK's unstable v1 entry point
// (@agentclientprotocol/sdk/unstable) that implements the unstable
// `session/fork`, speaking ACP on stdin/stdout; driven by tests/interop/interop_ts_v2.rs.
//
// - initialize: version 1, advertising `sessionCapabilities.fork`;
// - session/new: `ts-0`, `ts-1`, ...; session/fork: `<sessionId>-fork-<n>`, the
//   response's `_meta` echoing the request's cwd and `_meta`;
// - session/prompt: one chunk naming the session, `end_turn`.

import { Readable, Writable } from "node:stream";
import * as acp from "@agentclientprotocol/sdk/unstable";

let next = 0;
const app = acp
  .agent({ name: "acp-interop-ts-fork-agent" })
  .onRequest(acp.methods.agent.initialize, () => ({
    protocolVersion: 1,
    agentCapabilities: { sessionCapabilities: { fork: {} } },
  }))
  .onRequest(acp.methods.agent.session.new, () => ({ sessionId: `ts-${next++}` }))
  .onRequest(acp.methods.agent.session.fork, ({ params }) => ({
    sessionId: `${params.sessionId}-fork-${next++}`,
    _meta: { cwd: params.cwd, received: params._meta ?? null },
  }))
  .onRequest(acp.methods.agent.session.prompt, async ({ params, client }) => {
    await client.notify(acp.methods.client.session.update, {
      sessionId: params.sessionId,
      update: { sessionUpdate: "agent_message_chunk", content: { type: "text", text: `in ${params.sessionId}` } },
    });
    return { stopReason: "end_turn" };
  });

const connection = app.connect(acp.ndJsonStream(Writable.toWeb(process.stdout), Readable.toWeb(process.stdin)));
await connection.closed;
process.exit(0);
