//! Reading inputs: the report project (TOML, results CSV, author prose) into
//! the model, and raw benchmark logs into results.

pub mod error;
pub mod project;
pub mod raw;
pub mod results;
pub mod table;
pub mod wire;

pub use error::LoadError;
pub use project::load_project;
