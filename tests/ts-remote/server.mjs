// An agent written with the official TypeScript SDK, served over Streamable
// HTTP and WebSocket by the SDK's AcpServer (`experimental/server`, with the
// node adapters of `experimental/node` and the `ws` package) on 127.0.0.1, any
// free port. Prints `listening on HOST:PORT` and runs until killed.
//
//   node tests/ts-remote/server.mjs
//
// Prompts: `stream N` answers N chunks `c0`..; anything else one chunk
// `echo: TEXT`. tests/interop/interop_ts_remote.rs drives it with our client.

import http from "node:http";
import { WebSocketServer } from "ws";
import * as acp from "@agentclientprotocol/sdk";
import { AcpServer } from "@agentclientprotocol/sdk/experimental/server";
import {
  createNodeHttpHandler,
  createNodeWebSocketUpgradeHandler,
} from "@agentclientprotocol/sdk/experimental/node";

let sessions = 0;

const createAgent = () =>
  acp
    .agent({ name: "acp-interop-ts-remote-agent" })
    .onRequest(acp.methods.agent.initialize, ({ params }) => ({
      protocolVersion: Math.min(params.protocolVersion, acp.PROTOCOL_VERSION),
      agentCapabilities: {},
      agentInfo: { name: "ts-remote-agent", version: "2.4.0" },
    }))
    .onRequest(acp.methods.agent.session.new, () => ({ sessionId: `ts-${++sessions}` }))
    .onRequest(acp.methods.agent.session.prompt, async ({ params, client }) => {
      const said = params.prompt.find((b) => b.type === "text")?.text ?? "";
      const match = /^stream (\d+)$/.exec(said);
      const chunks = match
        ? Array.from({ length: Number(match[1]) }, (_, i) => `c${i}`)
        : [`echo: ${said}`];
      for (const text of chunks) {
        await client.notify(acp.methods.client.session.update, {
          sessionId: params.sessionId,
          update: { sessionUpdate: "agent_message_chunk", content: { type: "text", text } },
        });
      }
      return { stopReason: "end_turn" };
    });

const server = new AcpServer({ createAgent });
const httpServer = http.createServer(createNodeHttpHandler(server));
const webSockets = new WebSocketServer({ noServer: true });
httpServer.on("upgrade", createNodeWebSocketUpgradeHandler(server, webSockets));
httpServer.listen(0, "127.0.0.1", () => {
  const { address, port } = httpServer.address();
  process.stdout.write(`listening on ${address}:${port}\n`);
});
