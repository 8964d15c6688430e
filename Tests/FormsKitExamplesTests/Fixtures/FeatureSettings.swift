import FormsKitMacros
@_spi(FormsKitSurface) import FormsKitModel

/// The values behind a dynamic feature section, built in code.
@ValidatableForm
struct FeatureSettingsForm {
    /// Whether the feature is on.
    @Validated var featureEnabled = false
    /// The sub-feature's level, shown only while the feature is on.
    @Validated(.range(1...5)) var subFeatureLevel = 1

    /// Defaults.
    init() {}
}

/// A dynamic form, built imperatively: an About section whose
/// Credits row reports taps, and a Feature section only when the
/// configuration has the feature (a Sub feature row only with the sub-feature).
///
/// - Parameter onCredits: Called when Credits is tapped.
@MainActor
func featureSettingsLayout(
    hasFeature: Bool,
    hasSubFeature: Bool,
    onCredits: @escaping @MainActor (FormSession<FeatureSettingsForm>) -> Void = { _ in }
) -> FormLayout<FeatureSettingsForm> {
    let form = FormLayoutEditor<FeatureSettingsForm>(title: "Settings")
    let about = form.appendSection(header: "About")
    about.appendRow(title: "Credits")
        .prepend("ℹ︎")
        .append("3 people")
        .append(.chevron)
        .onTap(onCredits)
    if hasFeature {
        let section = form.appendSection(header: "Feature")
        section.append(ToggleRow("Enabled", \.featureEnabled))
        if hasSubFeature {
            section.append(StepperRow("Sub feature", \.subFeatureLevel, range: 1...5))
                .visible { $0.featureEnabled }
        }
    }
    return form.layout
}
