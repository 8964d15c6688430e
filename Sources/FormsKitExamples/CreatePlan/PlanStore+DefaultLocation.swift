import Foundation

extension PlanStore {
    /// Where the demos keep plans unless told otherwise:
    /// `formskit-demo/plans.json` in the user's data directory (such as
    /// `~/.local/share/formskit-demo/plans.json`), so the terminal and web
    /// demos share one store.
    public static var defaultFileURL: URL {
        let base =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".local/share")
        return base.appendingPathComponent("formskit-demo").appendingPathComponent("plans.json")
    }

    /// The store file a command line names with `--store` (`~` expanded),
    /// or ``defaultFileURL`` when it names none.
    public static func fileURL(path: String?) -> URL {
        guard let path else { return defaultFileURL }
        return URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
    }
}
