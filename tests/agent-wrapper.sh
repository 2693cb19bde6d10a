#!/bin/sh
# A stand-in for the launchers agents are started through (npx, uvx, a node
# wrapper): it starts the agent as its own child and waits for it, instead of
# exec'ing it, so the agent is a grandchild of the client. Used by the tests of
# process groups (tests/process/process_group.rs, tests/chat/chat.rs).
#
#   agent-wrapper.sh AGENT [ARGS...]
#
# Environment:
#   ACP_WRAPPER_PIDS=FILE      once everything is started, write
#                              "WRAPPER_PID AGENT_PID HELPER_PID PGID" to FILE ("-"
#                              for what was not started; PGID is the wrapper's
#                              process group)
#   ACP_WRAPPER_HELPER=1       also start a helper (a long sleep) that outlives the
#                              agent, as a process the agent started and left
#                              behind would
#   ACP_WRAPPER_WAIT_ALL=1     wait for the helper too, so the wrapper lingers
#                              after the agent has exited
#   ACP_WRAPPER_IGNORE_TERM=1  the wrapper, the agent and the helper ignore SIGTERM
#   ACP_WRAPPER_NO_AGENT=1     start no agent: close stdout and linger (an agent
#                              that closed its output but did not exit)

if [ "${ACP_WRAPPER_IGNORE_TERM:-}" = 1 ]; then
    # Inherited by what is started below: only SIGKILL ends them.
    trap '' TERM
fi

# Background jobs of a non-interactive shell get /dev/null as stdin: keep the
# real one on fd 3 for the agent.
exec 3<&0

helper=
if [ "${ACP_WRAPPER_HELPER:-}" = 1 ] || [ "${ACP_WRAPPER_NO_AGENT:-}" = 1 ]; then
    sleep 600 <&- >/dev/null &
    helper=$!
fi

if [ "${ACP_WRAPPER_NO_AGENT:-}" = 1 ]; then
    exec >&- 3<&-
    agent=
else
    "$@" <&3 3<&- &
    agent=$!
fi
exec 3<&-

if [ -n "${ACP_WRAPPER_PIDS:-}" ]; then
    pgid=$(ps -o pgid= -p $$ | tr -d ' ')
    echo "$$ ${agent:--} ${helper:--} $pgid" > "$ACP_WRAPPER_PIDS.tmp"
    mv "$ACP_WRAPPER_PIDS.tmp" "$ACP_WRAPPER_PIDS"
fi

if [ -z "$agent" ] || [ "${ACP_WRAPPER_WAIT_ALL:-}" = 1 ]; then
    wait
    exit $?
fi
wait "$agent"
exit $?
