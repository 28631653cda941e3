//! Owner names: uid → user name through the system's user database
//! (`getpwuid_r`, so whatever NSS is set up to ask: `/etc/passwd`, LDAP,
//! SSSD, NIS), with `uid:<n>` for a uid it does not name. A scan asks once
//! per owner, never per file: files are summed by uid first (a table with
//! one slot per uid) and only the sums are named.

#[cfg(test)]
use std::collections::BTreeMap;

/// Where a scan's owner names come from.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) enum OwnerNames {
    /// The system's user database (the default).
    #[default]
    System,
    /// This table only, a uid it lacks being `uid:<n>`: the users of the
    /// machine a tree belongs to, or a test's.
    #[cfg(test)]
    Table(BTreeMap<u32, String>),
}

impl OwnerNames {
    /// The user name of `uid`, or `uid:<n>`.
    pub(crate) fn name(&self, uid: u32) -> String {
        let found = match self {
            OwnerNames::System => system_name(uid),
            #[cfg(test)]
            OwnerNames::Table(names) => names.get(&uid).cloned(),
        };
        found.unwrap_or_else(|| unknown_uid(uid))
    }
}

/// The name the system gives `uid`. None when it has none, and when it
/// cannot be asked (e.g. a directory service that does not answer): the
/// owner then shows as `uid:<n>`, as any unnamed uid does.
fn system_name(uid: u32) -> Option<String> {
    let user = nix::unistd::User::from_uid(nix::unistd::Uid::from_raw(uid)).ok()??;
    Some(user.name)
}

/// The owner key of a uid without a name.
pub(crate) fn unknown_uid(uid: u32) -> String {
    format!("uid:{uid}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_names_its_uids_only() {
        let table = OwnerNames::Table(BTreeMap::from([(0, "root".to_owned()), (1000, "alice".to_owned())]));
        assert_eq!(table.name(0), "root");
        assert_eq!(table.name(1000), "alice");
        assert_eq!(table.name(1001), "uid:1001");
    }

    /// Every system has uid 0; no site gives out uids this high (SSSD's
    /// id mapping stops near 2·10⁹).
    #[test]
    fn the_system_names_root_and_not_a_uid_without_a_user() {
        assert_eq!(OwnerNames::System.name(0), "root");
        assert_eq!(OwnerNames::System.name(3_999_999_999), "uid:3999999999");
    }
}
