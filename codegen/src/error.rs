//! Errors that name the definition and the place in it.

use std::fmt;

/// A schema the generator cannot turn into Rust, with where and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    /// `$defs/<name>/<path>`, or `(root)`.
    pub location: String,
    pub message: String,
}

impl Error {
    /// An error at a known definition.
    pub fn new(definition: &str, message: impl Into<String>) -> Self {
        Error {
            location: definition.to_owned(),
            message: message.into(),
        }
    }

    /// An error whose definition is filled in by a caller further up ([`Error::within`]).
    pub(crate) fn here(message: impl Into<String>) -> Self {
        Error {
            location: String::new(),
            message: message.into(),
        }
    }

    /// Prefixes a path segment inside the current definition.
    pub(crate) fn at(mut self, segment: impl AsRef<str>) -> Self {
        self.location = if self.location.is_empty() {
            segment.as_ref().to_owned()
        } else {
            format!("{}/{}", segment.as_ref(), self.location)
        };
        self
    }

    /// Names the definition the error happened in.
    pub(crate) fn within(self, definition: &str) -> Self {
        self.at(definition).at("$defs")
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.location, self.message)
    }
}

impl std::error::Error for Error {}
