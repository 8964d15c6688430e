/// The demos' tables, and the migrations that make them, in order. A
/// database records each migration applied in `schema_migrations`; opening
/// one applies those it lacks, in one transaction, under a lock that other
/// processes opening it at the same time wait for.
///
/// - 1: `plans` (a name's key unique by a constraint) and `saved_forms`.
/// - 2: `drafts`, with an index on when each was saved.
/// - 3: `shared_state`, what the web servers share (pages submitted, files
///   of forms in steps, large flows), with an index on when each expires.
///
/// A new migration is added at the end, never edited once released.
enum Schema {
    struct Migration: Sendable {
        let version: Int
        let summary: String
        let sqlite: [String]
        let postgres: [String]
    }

    static let migrations: [Migration] = [
        Migration(
            version: 1, summary: "plans and saved forms",
            sqlite: [
                """
                CREATE TABLE plans (
                    id INTEGER PRIMARY KEY,
                    name TEXT NOT NULL,
                    name_key TEXT NOT NULL CONSTRAINT plans_name_key_unique UNIQUE,
                    owner_email TEXT NOT NULL DEFAULT '',
                    created_at REAL NOT NULL
                )
                """,
                "CREATE TABLE saved_forms (form TEXT PRIMARY KEY, body TEXT NOT NULL, saved_at REAL NOT NULL)",
            ],
            postgres: [
                """
                CREATE TABLE plans (
                    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                    name TEXT NOT NULL,
                    name_key TEXT NOT NULL CONSTRAINT plans_name_key_unique UNIQUE,
                    owner_email TEXT NOT NULL DEFAULT '',
                    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
                )
                """,
                "CREATE TABLE saved_forms (form TEXT PRIMARY KEY, body TEXT NOT NULL, saved_at TIMESTAMPTZ NOT NULL)",
            ]),
        Migration(
            version: 2, summary: "drafts",
            sqlite: [
                "CREATE TABLE drafts (key TEXT PRIMARY KEY, body BLOB NOT NULL, saved_at REAL NOT NULL)",
                "CREATE INDEX drafts_saved_at ON drafts (saved_at)",
            ],
            postgres: [
                "CREATE TABLE drafts (key TEXT PRIMARY KEY, body BYTEA NOT NULL, saved_at TIMESTAMPTZ NOT NULL)",
                "CREATE INDEX drafts_saved_at ON drafts (saved_at)",
            ]),
        Migration(
            version: 3, summary: "shared state",
            sqlite: [
                "CREATE TABLE shared_state (key TEXT PRIMARY KEY, value BLOB NOT NULL, expires_at REAL NOT NULL)",
                "CREATE INDEX shared_state_expires_at ON shared_state (expires_at)",
            ],
            postgres: [
                "CREATE TABLE shared_state (key TEXT PRIMARY KEY, value BYTEA NOT NULL, expires_at TIMESTAMPTZ NOT NULL)",
                "CREATE INDEX shared_state_expires_at ON shared_state (expires_at)",
            ]),
    ]

    /// The version this program sets databases up to.
    static var latest: Int { migrations.map(\.version).max() ?? 0 }

    /// The migrations a database at `version` needs to reach `target`.
    static func pending(from version: Int, to target: Int) -> [Migration] {
        migrations.filter { $0.version > version && $0.version <= target }
    }
}
