//! Memory stays bounded under a flood. Its own test binary, so that the
//! process's peak RSS is this test's alone.

mod memory_bound;
