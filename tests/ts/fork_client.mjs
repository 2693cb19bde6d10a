// A client written with the TypeScript SDK's unstable v1 entry point
// (@agentclientprotocol/sdk/unstable) that calls the unstable `session/fork` on
// the agent at the other end of ITS OWN stdin/stdout (tests/interop/interop_ts_v2.rs
// serves an agent of ours there), then prints one JSON report line on stderr.
//
//   initialize (v1), session/new, session/fork (with `_meta`), a prompt in the fork.

import { Readable, Writable } from "node:stream";
import * as acp from "@agentclientprotocol/sdk/unstable";
import { within } from "./common.mjs";

const report = { ok: false, error: null, initialize: null, fork: null, prompt: null, updates: [] };

const app = acp
  .client({ name: "acp-interop-ts-fork-client" })
  .onNotification(acp.methods.client.session.update, ({ params }) => {
    report.updates.push(params);
  })
  .onRequest(acp.methods.client.session.requestPermission, () => ({ outcome: { outcome: "cancelled" } }));

const stream = acp.ndJsonStream(Writable.toWeb(process.stdout), Readable.toWeb(process.stdin));
try {
  await app.connectWith(stream, async (agent) => {
    const init = await within(
      agent.request(acp.methods.agent.initialize, { protocolVersion: 1, clientCapabilities: {} }),
      "initialize",
    );
    report.initialize = { protocolVersion: init.protocolVersion, agentCapabilities: init.agentCapabilities };
    const { sessionId } = await within(
      agent.request(acp.methods.agent.session.new, { cwd: "/tmp", mcpServers: [] }),
      "session/new",
    );
    report.fork = await within(
      agent.request(acp.methods.agent.session.fork, { sessionId, cwd: "/tmp/fork", _meta: { "ts.test": 1 } }),
      "session/fork",
    );
    report.prompt = await within(
      agent.request(acp.methods.agent.session.prompt, {
        sessionId: report.fork.sessionId,
        prompt: [{ type: "text", text: "in the fork" }],
      }),
      "session/prompt",
    );
  });
  report.ok = true;
} catch (error) {
  report.error = `${error}${error?.code === undefined ? "" : ` (code ${error.code})`}`;
}
process.stderr.write(JSON.stringify(report) + "\n", () => process.exit(report.ok ? 0 : 1));
