//! The documentation says what the repository holds: every path the architecture map and the
//! decision records name exists, and the README and `.env.example` list every setting the
//! binary reads and every command its command line takes. The names are read from the code
//! (`src/config.rs`, the binary's own `--help`), so a new setting or command fails here until
//! it is documented.

use std::path::{Path, PathBuf};
use std::process::Command;

fn repository() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(relative: &str) -> String {
    std::fs::read_to_string(repository().join(relative))
        .unwrap_or_else(|error| panic!("cannot read {relative}: {error}"))
}

/// The architecture map and every decision record, with their paths from the repository.
fn documents() -> Vec<(PathBuf, String)> {
    let mut documents = vec![PathBuf::from("docs/architecture.md")];
    let decisions = repository().join("docs/decisions");
    let mut records: Vec<PathBuf> = std::fs::read_dir(&decisions)
        .expect("docs/decisions exists")
        .map(|entry| entry.expect("a readable entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .map(|path| path.strip_prefix(repository()).unwrap().to_path_buf())
        .collect();
    records.sort();
    assert!(!records.is_empty(), "docs/decisions holds no records");
    documents.extend(records);
    documents
        .into_iter()
        .map(|path| {
            let text = read(path.to_str().unwrap());
            (path, text)
        })
        .collect()
}

/// The text between each pair of backticks.
fn quoted(text: &str) -> Vec<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

/// Whether a quoted text names a file or folder of the repository: it holds a `/`, no
/// placeholder, no address, no API path, and begins with a top-level folder or ends in a
/// folder's `/` or a file's extension (`command/src/executor.rs`, `query/src/cache/`,
/// `scripts/fuzz-api`; not `/api/health`, `uk/en` or `media/{image}/{file}`).
fn is_repository_path(text: &str) -> bool {
    let placeholder = |c: char| "{}<>*…:?=|,()[]$#@'\"".contains(c) || c.is_whitespace();
    if !text.contains('/') || text.starts_with('/') || text.starts_with('.') {
        return false;
    }
    if text.chars().any(placeholder) {
        return false;
    }
    let first = text.split('/').next().unwrap_or_default();
    let last = text.rsplit('/').next().unwrap_or_default();
    repository().join(first).is_dir() || text.ends_with('/') || last.contains('.')
}

/// The targets of the Markdown links `[text](target)` that point into the repository.
fn linked(text: &str) -> Vec<&str> {
    text.match_indices("](")
        .filter_map(|(at, _)| {
            let rest = &text[at + 2..];
            rest.find(')').map(|end| &rest[..end])
        })
        .filter(|target| !target.contains("://") && !target.starts_with('#'))
        .map(|target| target.split('#').next().unwrap_or_default())
        .collect()
}

/// Every path the documents name that does not exist, with the document naming it.
fn missing_paths(documents: &[(PathBuf, String)]) -> Vec<String> {
    let mut missing = Vec::new();
    for (document, text) in documents {
        for path in quoted(text).into_iter().filter(|q| is_repository_path(q)) {
            if !repository().join(path).exists() {
                missing.push(format!("{}: `{path}`", document.display()));
            }
        }
        let folder = repository().join(document.parent().unwrap());
        for target in linked(text) {
            if !folder.join(target).exists() {
                missing.push(format!("{}: link ({target})", document.display()));
            }
        }
    }
    missing
}

#[test]
fn every_path_the_docs_name_exists() {
    let documents = documents();
    let named: usize = documents
        .iter()
        .map(|(_, text)| {
            quoted(text)
                .into_iter()
                .filter(|q| is_repository_path(q))
                .count()
        })
        .sum();
    // The map names hundreds; far fewer means the reading of paths broke, not the docs.
    assert!(named > 200, "only {named} paths found in the docs");
    let missing = missing_paths(&documents);
    assert!(
        missing.is_empty(),
        "the docs name paths that do not exist:\n{}",
        missing.join("\n")
    );
}

#[test]
fn a_wrong_path_is_found() {
    let documents = vec![(
        PathBuf::from("docs/architecture.md"),
        "`command/src/executor.rs` runs `command/src/exekutor.rs`; see [0099](decisions/0099-none.md) \
         and `query/src/cache/`, not `/api/health` or `media/{image}/{file}`"
            .to_owned(),
    )];
    assert_eq!(
        missing_paths(&documents),
        [
            "docs/architecture.md: `command/src/exekutor.rs`",
            "docs/architecture.md: link (decisions/0099-none.md)",
        ]
    );
}

/// The environment variables `Config` reads: each `var("NAME")` of `src/config.rs` outside its
/// tests.
fn settings() -> Vec<String> {
    let source = read("src/config.rs");
    let code = source.split("#[cfg(test)]").next().unwrap();
    let mut names: Vec<String> = code
        .match_indices("var(\"")
        .map(|(at, found)| {
            let rest = &code[at + found.len()..];
            rest[..rest.find('"').unwrap()].to_owned()
        })
        .collect();
    names.sort();
    names.dedup();
    names
}

#[test]
fn the_readme_and_env_example_list_every_setting() {
    let settings = settings();
    assert!(
        settings.iter().any(|name| name == "DATABASE_URL") && settings.len() > 15,
        "the settings were not read from src/config.rs: {settings:?}"
    );
    let readme = read("README.md");
    let example = read(".env.example");
    let mut lacking = Vec::new();
    for name in &settings {
        if !readme.contains(&format!("| `{name}` |")) {
            lacking.push(format!("README.md's configuration table lacks `{name}`"));
        }
        // A setting with no default may be shown commented out, with an example value.
        let listed = example.lines().any(|line| {
            let line = line.trim_start_matches('#').trim_start();
            line.strip_prefix(name.as_str())
                .is_some_and(|rest| rest.starts_with('='))
        });
        if !listed {
            lacking.push(format!(".env.example lacks {name}="));
        }
    }
    assert!(lacking.is_empty(), "{}", lacking.join("\n"));
}

/// What `doghotel <command> --help` prints.
fn help(command: &[&str]) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_doghotel"))
        .args(command)
        .arg("--help")
        .output()
        .expect("the binary runs");
    assert!(output.status.success(), "{command:?} --help failed");
    String::from_utf8(output.stdout).expect("help is UTF-8")
}

/// The names listed under a heading of clap's help (`Commands:`, `Options:`).
fn listed_under<'a>(help: &'a str, heading: &str) -> Vec<&'a str> {
    help.lines()
        .skip_while(|line| line.trim() != heading)
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        .filter_map(|line| line.split_whitespace().next())
        .collect()
}

/// Every command line the binary takes, as `doghotel projector rebuild`, with its long options.
fn command_lines(prefix: &[&str]) -> Vec<(String, Vec<String>)> {
    let text = help(prefix);
    let subcommands: Vec<&str> = listed_under(&text, "Commands:")
        .into_iter()
        .filter(|name| *name != "help")
        .collect();
    if subcommands.is_empty() {
        let options = listed_under(&text, "Options:")
            .into_iter()
            .map(|option| option.trim_end_matches(',').to_owned())
            .filter(|option| option.starts_with("--") && option != "--help")
            .collect();
        return vec![(format!("doghotel {}", prefix.join(" ")), options)];
    }
    subcommands
        .into_iter()
        .flat_map(|name| {
            let mut longer = prefix.to_vec();
            longer.push(name);
            command_lines(&longer)
        })
        .collect()
}

#[test]
fn the_readme_lists_every_command() {
    let commands = command_lines(&[]);
    assert!(
        commands
            .iter()
            .any(|(line, _)| line == "doghotel projector verify"),
        "the commands were not read from the binary's help: {commands:?}"
    );
    let readme = read("README.md");
    let section = readme
        .split("## Command line")
        .nth(1)
        .expect("README.md has a Command line section");
    let section = section.split("\n## ").next().unwrap();
    let mut lacking = Vec::new();
    for (command, options) in &commands {
        let Some(line) = section.lines().find(|line| {
            line.strip_prefix(command.as_str())
                .is_some_and(|rest| rest.is_empty() || rest.starts_with(' '))
        }) else {
            lacking.push(format!("README.md's Command line lacks `{command}`"));
            continue;
        };
        for option in options {
            if !line.contains(option.as_str()) {
                lacking.push(format!("README.md's `{command}` line lacks `{option}`"));
            }
        }
    }
    assert!(lacking.is_empty(), "{}", lacking.join("\n"));
}
