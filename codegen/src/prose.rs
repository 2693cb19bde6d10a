//! Reading the schema's descriptions: sentences and the names quoted in them.
//!
//! Some of what the generator needs is stated by the schema only in prose (which
//! capability gates a method, which methods every agent must support). The
//! modules that read such statements ([`crate::capabilities`],
//! [`crate::required`]) share these few helpers, so that the prose is split and
//! quoted the same way everywhere.

/// The sentences of a description, each with its runs of whitespace (line breaks
/// included) collapsed to one space. A sentence ends at `.` followed by a space,
/// or at a paragraph break.
pub fn sentences(text: &str) -> Vec<String> {
    text.split("\n\n")
        .flat_map(|paragraph| {
            let paragraph = paragraph.split_whitespace().collect::<Vec<_>>().join(" ");
            paragraph
                .split(". ")
                .map(|s| s.trim().trim_end_matches('.').to_owned())
                .filter(|s| !s.is_empty())
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The `` `quoted` `` names of a sentence, in order.
pub fn quoted(sentence: &str) -> Vec<&str> {
    sentence.split('`').skip(1).step_by(2).collect()
}

/// The text after the first occurrence of `marker` (case-sensitive), if any.
pub fn after<'s>(sentence: &'s str, marker: &str) -> Option<&'s str> {
    sentence
        .find(marker)
        .map(|at| &sentence[at + marker.len()..])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_and_quotes() {
        let text = "**UNSTABLE**\n\nWhether the agent supports `a/b`.\nOptional. Supplying `{}` means\nit does.";
        assert_eq!(
            sentences(text),
            [
                "**UNSTABLE**",
                "Whether the agent supports `a/b`",
                "Optional",
                "Supplying `{}` means it does"
            ]
        );
        assert_eq!(quoted("both `a/b` and `c.d`, not e"), ["a/b", "c.d"]);
        assert_eq!(
            after("Whether the agent supports x", " support"),
            Some("s x")
        );
    }
}
