// What the TS interop scripts share: a stream that records every JSON-RPC message
// crossing it, timeouts on steps, and the end of a run (the agent's stdin closed,
// its exit awaited, one JSON report line printed).

/** Wraps an ndjson `Stream` so that every message is pushed onto `wire` as
 * `["->" | "<-", message]` ("->": sent by this side). */
export function recorded(ndjson, wire) {
  const incoming = ndjson.readable.pipeThrough(
    new TransformStream({
      transform(message, controller) {
        wire.push(["<-", message]);
        controller.enqueue(message);
      },
    }),
  );
  const outgoing = new TransformStream({
    transform(message, controller) {
      wire.push(["->", message]);
      controller.enqueue(message);
    },
  });
  void outgoing.readable.pipeTo(ndjson.writable).catch(() => {});
  return { readable: incoming, writable: outgoing.writable };
}

/** `promise`, or a rejection naming `what` after `ms`. */
export function within(promise, what, ms = 15000) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms: ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The exit of a child process, as `{code, signal[, error]}`. */
export function exitOf(child) {
  return new Promise((resolve) => {
    child.on("exit", (code, signal) => resolve({ code, signal }));
    child.on("error", (error) => resolve({ code: null, signal: null, error: String(error) }));
  });
}

/** Runs `run()`, records how it went in `report` (`ok`, `error`), ends the agent
 * (stdin closed; SIGKILL after 5 s) and prints the report; exits 0 when the run
 * finished without failures. */
export async function finish(report, child, exited, run) {
  let exitCode = 1;
  try {
    await run();
    report.ok = report.failures.length === 0;
    exitCode = report.ok ? 0 : 1;
  } catch (error) {
    report.error = error instanceof Error ? `${error.name}: ${error.message}` : JSON.stringify(error);
    if (error && typeof error === "object" && "code" in error) {
      report.error += ` (code ${error.code}${error.data === undefined ? "" : `, data ${JSON.stringify(error.data)}`})`;
    }
  }
  child.stdin.end();
  const killer = setTimeout(() => child.kill("SIGKILL"), 5000);
  report.agentExit = await exited;
  clearTimeout(killer);
  process.stdout.write(JSON.stringify(report) + "\n", () => process.exit(exitCode));
}
