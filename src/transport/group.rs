//! The process group a child leads: signalling every member, and telling when no
//! member is left. Unix only; elsewhere a group that does nothing.

use std::sync::atomic::{AtomicBool, Ordering};

/// The process group a spawned child leads (its id is the child's pid).
///
/// Signals are sent only while the group may still have members. A group id is
/// not reused while any process (even a zombie) still carries it, so signalling
/// it reaches only our processes. Once no live member is seen the group is
/// marked gone and never signalled again, so a later reuse of the number is not
/// hit either; what remains is the moment between the last member's end and the
/// next look, which a reuse would have to fall into exactly.
#[derive(Debug)]
pub(super) struct Group {
    #[cfg(unix)]
    pgid: libc::pid_t,
    gone: AtomicBool,
}

#[cfg(unix)]
impl Group {
    /// The group led by the child with this pid (`None` when the child has no
    /// pid, which only happens once it was reaped).
    pub(super) fn led_by(pid: Option<u32>) -> Group {
        match pid.and_then(|pid| libc::pid_t::try_from(pid).ok()) {
            Some(pgid) if pgid > 0 => Group {
                pgid,
                gone: AtomicBool::new(false),
            },
            _ => Group {
                pgid: 0,
                gone: AtomicBool::new(true),
            },
        }
    }

    /// Asks every member to end (`SIGTERM`).
    pub(super) fn terminate(&self) {
        self.signal(libc::SIGTERM);
    }

    /// Ends every member now (`SIGKILL`).
    pub(super) fn kill(&self) {
        self.signal(libc::SIGKILL);
    }

    /// Whether a live member may be left. Once this says no, the group is gone
    /// for good. Members that are dead but not yet reaped by their parent (for
    /// an orphan, by init) do not count where that can be told (Linux).
    pub(super) fn has_live_members(&self) -> bool {
        let present = self.signal(0);
        #[cfg(target_os = "linux")]
        let present = present && linux::live_member(self.pgid);
        if !present {
            self.gone.store(true, Ordering::Release);
        }
        present
    }

    /// Sends `signal` (0: none, only checks) to the group; false if it has no
    /// member at all.
    fn signal(&self, signal: libc::c_int) -> bool {
        if self.gone.load(Ordering::Acquire) {
            return false;
        }
        // SAFETY: killpg only asks the kernel to deliver a signal; it reads no
        // memory of ours. `pgid` is a group our child leads (see the type's docs
        // for why the number is still ours).
        let sent = unsafe { libc::killpg(self.pgid, signal) } == 0;
        // EPERM (a member changed its credentials) still means a member exists.
        sent || std::io::Error::last_os_error().raw_os_error() != Some(libc::ESRCH)
    }
}

/// Without process groups, nothing to signal and no member to wait for beyond
/// the child itself.
#[cfg(not(unix))]
impl Group {
    pub(super) fn led_by(_pid: Option<u32>) -> Group {
        Group {
            gone: AtomicBool::new(true),
        }
    }

    pub(super) fn terminate(&self) {}

    pub(super) fn kill(&self) {}

    pub(super) fn has_live_members(&self) -> bool {
        !self.gone.load(Ordering::Acquire)
    }
}

#[cfg(target_os = "linux")]
mod linux {
    use std::fs;

    /// Whether a process of group `pgid` is alive, from `/proc` (zombies do not
    /// count). When `/proc` cannot be read, assumes one is.
    pub(super) fn live_member(pgid: libc::pid_t) -> bool {
        let Ok(dir) = fs::read_dir("/proc") else {
            return true;
        };
        let pgid = pgid.to_string();
        dir.flatten().any(|entry| {
            let name = entry.file_name();
            let Some(pid) = name
                .to_str()
                .filter(|n| n.bytes().all(|b| b.is_ascii_digit()))
            else {
                return false;
            };
            let Ok(stat) = fs::read_to_string(format!("/proc/{pid}/stat")) else {
                return false;
            };
            // "pid (comm) state ppid pgrp ...": comm may hold anything, so the
            // fields are counted from its closing parenthesis.
            let Some((_, fields)) = stat.rsplit_once(')') else {
                return false;
            };
            let mut fields = fields.split_whitespace();
            let (Some(state), Some(_ppid), Some(pgrp)) =
                (fields.next(), fields.next(), fields.next())
            else {
                return false;
            };
            // A zombie whose other threads still run shows as "Z" too.
            let dead = (state == "Z" || state == "X")
                && fs::read_dir(format!("/proc/{pid}/task")).map_or(0, |t| t.count()) <= 1;
            pgrp == pgid && !dead
        })
    }
}
