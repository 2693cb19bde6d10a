//! Answering an agent's permission questions (`session/request_permission`)
//! for a person, without granting more than was asked.
//!
//! An agent offers options of four kinds: allow or reject, once or always. The
//! "always" ones are standing decisions: agents persist them (qwen-code writes
//! an allow rule into the project's settings, gemini-cli switches the session to
//! auto-edit), and some list `allow_always` first. So a client that answers for
//! its user ("yes" under a `--yes` flag, a test harness, a checker) picks by
//! kind, never by position:
//!
//! - [`pick_allow`]: `allow_once`; `allow_always` only when the agent offers no
//!   other way to allow (say so to the user: [`Grant::is_standing`]);
//! - [`pick_reject_once`]: `reject_once`, the answer that decides nothing
//!   beyond this call.
//!
//! An answer the user did not give is not `cancelled` either: that outcome is
//! reserved for a cancelled turn, and the session API sends it itself, after
//! `session/cancel` (see [`crate::session::Session::cancel`]).
//!
//! ```
//! use acp::permission::{pick_allow, Grant};
//! use acp::v1::PermissionOptionKind;
//!
//! let offered = [PermissionOptionKind::AllowAlways, PermissionOptionKind::AllowOnce];
//! let grants: Vec<Grant> = offered.iter().map(Grant::of).collect();
//! assert_eq!(pick_allow(&grants), Some(1));
//! ```

/// What choosing a permission option grants, as its `kind` says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Grant {
    /// `allow_once`: this call only.
    AllowOnce,
    /// `allow_always`: this call and the like of it from now on.
    AllowAlways,
    /// `reject_once`: not this call.
    RejectOnce,
    /// `reject_always`: not this call, nor the like of it from now on.
    RejectAlways,
    /// A kind this version of the schema does not know.
    Unknown,
}

impl Grant {
    /// Whether the option lets the agent go ahead.
    pub fn allows(self) -> bool {
        matches!(self, Grant::AllowOnce | Grant::AllowAlways)
    }

    /// Whether the option is a standing decision, beyond this one call.
    pub fn is_standing(self) -> bool {
        matches!(self, Grant::AllowAlways | Grant::RejectAlways)
    }

    /// What an option's `kind` grants, in any protocol module
    /// (`acp::v1::PermissionOptionKind`, `acp::v2::PermissionOptionKind`, ...):
    /// read from its wire name, which every module shares.
    pub fn of(kind: &impl serde::Serialize) -> Grant {
        use crate::v1::PermissionOptionKind as Kind;
        let kind = serde_json::to_value(kind).and_then(serde_json::from_value::<Kind>);
        match kind {
            Ok(Kind::AllowOnce) => Grant::AllowOnce,
            Ok(Kind::AllowAlways) => Grant::AllowAlways,
            Ok(Kind::RejectOnce) => Grant::RejectOnce,
            Ok(Kind::RejectAlways) => Grant::RejectAlways,
            _ => Grant::Unknown,
        }
    }

    /// The kind's wire name (`allow_once`, ...), or `an unknown kind`.
    pub fn as_str(self) -> &'static str {
        use crate::v1::PermissionOptionKind as Kind;
        let kind = match self {
            Grant::AllowOnce => Kind::AllowOnce,
            Grant::AllowAlways => Kind::AllowAlways,
            Grant::RejectOnce => Kind::RejectOnce,
            Grant::RejectAlways => Kind::RejectAlways,
            Grant::Unknown => return "an unknown kind",
        };
        kind.known().unwrap_or("an unknown kind")
    }
}

/// The option that answers "yes" (an index into `options`): the first
/// `allow_once`; when none is offered, the first `allow_always`, the only way
/// to allow left (tell the user that this is a standing permission); `None`
/// when nothing allows.
pub fn pick_allow(options: &[Grant]) -> Option<usize> {
    let first = |grant: Grant| options.iter().position(|g| *g == grant);
    first(Grant::AllowOnce).or_else(|| first(Grant::AllowAlways))
}

/// The option that answers "no, not this": the first `reject_once`, if
/// offered.
pub fn pick_reject_once(options: &[Grant]) -> Option<usize> {
    options.iter().position(|g| *g == Grant::RejectOnce)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Grant::*;

    #[test]
    fn yes_never_grants_more_than_asked() {
        assert_eq!(pick_allow(&[AllowAlways, AllowOnce, RejectOnce]), Some(1));
        assert_eq!(pick_allow(&[RejectOnce, AllowAlways]), Some(1));
        assert_eq!(pick_allow(&[RejectOnce, RejectAlways, Unknown]), None);
        assert_eq!(pick_allow(&[]), None);
        assert_eq!(
            pick_reject_once(&[AllowOnce, RejectAlways, RejectOnce]),
            Some(2)
        );
        assert_eq!(pick_reject_once(&[AllowOnce, RejectAlways]), None);
        assert!(AllowAlways.is_standing() && !AllowOnce.is_standing());
    }

    #[test]
    fn every_kind_of_every_module_is_read() {
        use crate::v1::PermissionOptionKind as K;
        let kinds = [K::AllowOnce, K::AllowAlways, K::RejectOnce, K::RejectAlways];
        let grants: Vec<Grant> = kinds.iter().map(Grant::of).collect();
        assert_eq!(grants, [AllowOnce, AllowAlways, RejectOnce, RejectAlways]);
        let unknown: K = serde_json::from_str("\"allow_sometimes\"").unwrap();
        assert_eq!(Grant::of(&unknown), Unknown);
        #[cfg(acp_module = "v2")]
        {
            use crate::v2::PermissionOptionKind as K2;
            assert_eq!(Grant::of(&K2::AllowAlways), AllowAlways);
            assert_eq!(Grant::of(&K2::RejectOnce), RejectOnce);
        }
    }
}
