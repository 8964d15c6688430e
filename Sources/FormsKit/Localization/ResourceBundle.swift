import Foundation

/// Finds the resource bundle SwiftPM builds for one of FormsKit's targets,
/// where its translations are, without stopping the program when the bundle
/// is missing.
///
/// `Bundle.module` stops the program when it cannot find its bundle. On
/// Apple platforms the bundle is always inside the app, so it is used. On
/// Linux a program copied without its `*.resources` folders would stop at
/// its first message; there the bundle is looked for beside the program
/// (as `Bundle.module` looks, under whatever name the package that depends
/// on FormsKit gives it: `<package>_<target>.resources`), and when it is
/// missing the program speaks English, whose words are in code.
package enum ResourceBundle {
    /// The bundle of `target`; `module` is the target's `Bundle.module`.
    package static func of(target: String, module: @autoclosure () -> Bundle) -> Bundle? {
        #if canImport(Darwin)
        return module()
        #else
        let suffix = "_" + target + ".resources"
        for folder in [Bundle.main.bundleURL, Bundle.main.resourceURL].compactMap({ $0 }) {
            // A folder that cannot be listed has no bundle in it.
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            // The package's own name first: a bundle of the same target of
            // another package (a fork beside it) comes after.
            for name in names.sorted(by: { ($0.hasPrefix("FormsKit_") ? 0 : 1, $0) < ($1.hasPrefix("FormsKit_") ? 0 : 1, $1) })
            where name.hasSuffix(suffix) && !name.hasSuffix("-tool" + suffix) {
                if let bundle = Bundle(url: folder.appendingPathComponent(name)) { return bundle }
            }
        }
        return nil
        #endif
    }
}
