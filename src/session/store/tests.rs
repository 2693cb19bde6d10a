//! The behaviour every store must have, one test per behaviour run against each store.
