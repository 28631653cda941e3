//! Owner names: uid → user name from a passwd(5) file, parsed here (no NSS,
//! no libc), with `uid:<n>` for uids it does not name.
//!
//! Only local entries are known: users that come from LDAP/NIS/SSSD and are
//! absent from the file show as `uid:<n>`. When the same uid appears twice,
//! the first line wins, as getpwuid does for files.

use std::collections::HashMap;
use std::path::Path;

/// A uid → name table.
#[derive(Debug, Clone, Default)]
pub struct Passwd {
    names: HashMap<u32, String>,
}

impl Passwd {
    /// Reads `path`; a missing or unreadable file gives an empty table
    /// (every owner then shows as `uid:<n>`), never an error.
    pub fn load(path: &Path) -> Passwd {
        match std::fs::read(path) {
            Ok(bytes) => Passwd::parse(&String::from_utf8_lossy(&bytes)),
            Err(_) => Passwd::default(),
        }
    }

    /// Parses passwd(5) text; malformed lines, comments and NIS `+`/`-`
    /// lines are skipped.
    pub fn parse(text: &str) -> Passwd {
        let mut names = HashMap::new();
        for line in text.lines() {
            let mut fields = line.split(':');
            let (Some(name), Some(_), Some(uid)) = (fields.next(), fields.next(), fields.next()) else {
                continue;
            };
            if name.is_empty() || name.starts_with(['#', '+', '-']) {
                continue;
            }
            if let Ok(uid) = uid.trim().parse::<u32>() {
                names.entry(uid).or_insert_with(|| name.to_owned());
            }
        }
        Passwd { names }
    }

    /// The user name of `uid`, or `uid:<n>`.
    pub fn name(&self, uid: u32) -> String {
        match self.names.get(&uid) {
            Some(n) => n.clone(),
            None => unknown_uid(uid),
        }
    }
}

/// The owner key of a uid without a name.
pub fn unknown_uid(uid: u32) -> String {
    format!("uid:{uid}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_passwd() {
        let p = Passwd::parse(
            "root:x:0:0:root:/root:/bin/bash\n# comment\n\nbroken line\n+nis::::::\n\
             toor:x:0:0::/:/bin/sh\nalice:x:1000:1000:Alice,,,:/home/alice:/bin/bash\nbad:x:notanumber:0::/:\n",
        );
        assert_eq!(p.name(0), "root");
        assert_eq!(p.name(1000), "alice");
        assert_eq!(p.name(1001), "uid:1001");
        assert_eq!(Passwd::load(Path::new("/nonexistent/passwd")).name(0), "uid:0");
    }
}
