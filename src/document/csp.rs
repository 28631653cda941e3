//! The pages' Content-Security-Policy: nothing loads or runs but the
//! page's own stylesheet (by hash: the CSS is inline so a page works alone
//! and from `file://`), the table alignment attributes pulldown-cmark
//! writes (by hash, through `'unsafe-hashes'`), and images from the site
//! itself. No inline script, ever: a Markdown or template slip that lets
//! markup through still cannot run anything. Site pages may run script
//! files of the site itself (the theme memory, search), never a stand-alone
//! page such as a diff document.

use base64::{engine::general_purpose::STANDARD, Engine};
use sha2::{Digest, Sha256};

/// The style attributes pulldown-cmark writes on aligned table cells.
const TABLE_STYLES: [&str; 3] = ["text-align: left", "text-align: center", "text-align: right"];

/// The policy for a page whose `<style>` element holds `"\n" + css + "\n"`
/// (as templates/page.html and index.html write it). Written into the
/// page unescaped (`| safe`): it holds only base64, keywords and quotes.
pub(crate) fn policy(css: &str) -> String {
    let style = format!("\n{css}\n");
    let attrs: Vec<String> = TABLE_STYLES.iter().map(|s| format!("'sha256-{}'", hash(s))).collect();
    format!(
        "default-src 'none'; img-src 'self'; style-src 'sha256-{}' 'unsafe-hashes' {}; base-uri 'none'; form-action 'none'",
        hash(&style),
        attrs.join(" ")
    )
}

/// The policy of a site page with the colour-scheme switch: [`policy`]
/// plus scripts from the site itself, for the one file that remembers the
/// reader's choice (`assets/theme.js`). Inline script stays refused.
pub(crate) fn site_policy(css: &str) -> String {
    policy(css).replacen("; base-uri", "; script-src 'self'; base-uri", 1)
}

/// The search page's policy: [`policy`] plus scripts from the site itself
/// (the search script and Pagefind's, never inline), WebAssembly for
/// Pagefind's index reader, and fetching the index from the site.
pub(crate) fn search_policy(css: &str) -> String {
    policy(css).replacen(
        "; base-uri",
        "; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; base-uri",
        1,
    )
}

/// Base64 of the SHA-256 of `s`, as CSP hash sources are written.
fn hash(s: &str) -> String {
    STANDARD.encode(Sha256::digest(s.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_matches_the_rfc_4648_vectors() {
        let cases = [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foobar", "Zm9vYmFy"),
        ];
        for (i, o) in cases {
            assert_eq!(STANDARD.encode(i.as_bytes()), o);
        }
        // The well-known hash of the empty string.
        assert_eq!(hash(""), "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=");
    }

    #[test]
    fn the_policy_allows_no_script_and_only_this_stylesheet() {
        let p = policy("body{color:red}");
        assert!(
            p.starts_with("default-src 'none'; img-src 'self'; style-src 'sha256-"),
            "{p}"
        );
        assert!(p.contains(&hash("\nbody{color:red}\n")) && !p.contains("script"), "{p}");
        assert_ne!(policy("a{}"), p);
        let t = site_policy("body{color:red}");
        assert!(t.starts_with(&p[..p.find("; base-uri").unwrap()]), "{t}");
        assert!(
            t.ends_with("; script-src 'self'; base-uri 'none'; form-action 'none'"),
            "{t}"
        );
        let s = search_policy("body{color:red}");
        assert!(s.starts_with(&p[..p.find("; base-uri").unwrap()]), "{s}");
        assert!(
            s.contains("; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; base-uri 'none'")
                && !s.contains("unsafe-inline"),
            "{s}"
        );
    }
}
