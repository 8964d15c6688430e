import FormsKit
import Foundation
import Testing

@_spi(FormsKitSurface) @testable import FormsKitModel

/// `DateText` reads and writes its own forms digit by digit; these tests
/// hold it to what the strict ICU formatter it replaced says.
@Suite("Date text")
struct DateTextTests {
    /// The formatter `DateText` used for every call before, as it made it.
    private static func formatter(_ components: DateText.Components, timeZone: TimeZone = .current) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.isLenient = false
        switch components {
        case .date: formatter.dateFormat = "yyyy-MM-dd"
        case .time: formatter.dateFormat = "HH:mm"
        case .dateAndTime: formatter.dateFormat = "yyyy-MM-dd HH:mm"
        }
        return formatter
    }

    @Test("Every day from 1960 to 2040, and leap days up to 2400, read and write as the formatter does")
    func days() {
        let formatter = Self.formatter(.date)
        var texts: [String] = []
        for year in 1960...2040 {
            for month in 1...12 {
                for day in 1...31 { texts.append(String(format: "%04d-%02d-%02d", year, month, day)) }
            }
        }
        for year in stride(from: 1600, through: 2400, by: 4) { texts += ["\(year)-02-29", "\(year)-02-28", "\(year)-03-01"] }
        var checked = 0
        for text in texts {
            let expected = formatter.date(from: text)
            let date = DateText.date(from: text, components: .date)
            #expect(date == expected, "\(text)")
            if let date {
                #expect(DateText.string(date, components: .date) == formatter.string(from: date), "\(text)")
                checked += 1
            }
        }
        #expect(checked > 29_000)
    }

    @Test("Every minute of a day, and hours and minutes out of range, read and write as the formatter does")
    func times() {
        let formatter = Self.formatter(.time)
        var texts: [String] = []
        for hour in 0...25 {
            for minute in 0...60 { texts.append(String(format: "%02d:%02d", hour, minute)) }
        }
        for text in texts {
            let date = DateText.date(from: text, components: .time)
            #expect(date == formatter.date(from: text), "\(text)")
            if let date { #expect(DateText.string(date, components: .time) == formatter.string(from: date)) }
        }
    }

    @Test("Text in other forms still reads as the formatter reads it")
    func otherForms() {
        for (text, components) in [
            ("2026-1-5", DateText.Components.date), ("26-01-05", .date), ("2026-01-05 ", .date), (" 2026-01-05", .date), ("0000-01-01", .date),
            ("1500-02-29", .date), ("1582-10-10", .date), ("2026-00-10", .date), ("2026-13-01", .date), ("2026-02-29", .date),
            ("9:30", .time), ("09:5", .time), ("24:00", .time), ("2026-11-21 9:30", .dateAndTime), ("2026-11-21T09:30", .dateAndTime),
            ("2026-11-21 09:30", .dateAndTime), ("2026-11-21", .dateAndTime), ("", .date), ("10000-01-01", .date),
        ] {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            #expect(DateText.date(from: text, components: components) == Self.formatter(components).date(from: trimmed), "\(text)")
        }
    }

    @Test("Around daylight-saving changes, in zones that change at midnight and at 2 a.m., fields turn into the dates the formatter reads")
    func daylightSaving() throws {
        for identifier in ["America/Sao_Paulo", "America/New_York", "Europe/London", "Australia/Lord_Howe", "Asia/Tehran", "Pacific/Apia"] {
            let zone = try #require(TimeZone(identifier: identifier))
            let formatter = Self.formatter(.dateAndTime, timeZone: zone)
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            // Days on which the zone's offset changes, from 1990 to 2030.
            var day = try #require(calendar.date(from: DateComponents(year: 1990, month: 1, day: 1)))
            let end = try #require(calendar.date(from: DateComponents(year: 2030, month: 1, day: 1)))
            var changes = 0
            while day < end {
                let next = try #require(calendar.date(byAdding: .day, value: 1, to: day))
                if zone.secondsFromGMT(for: day) != zone.secondsFromGMT(for: next.addingTimeInterval(-1)) {
                    changes += 1
                    let parts = calendar.dateComponents([.year, .month, .day], from: day)
                    for hour in 0...23 {
                        for minute in [0, 15, 30, 45, 59] {
                            let fields = DateTextFields(year: parts.year!, month: parts.month!, day: parts.day!, hour: hour, minute: minute)
                            let text = fields.text(components: .dateAndTime)
                            let expected = formatter.date(from: text)
                            if let date = fields.date(components: .dateAndTime, timeZone: zone) {
                                #expect(date == expected, "\(identifier) \(text)")
                            }
                            // Where the fields give no date (a skipped local time), DateText asks the formatter.
                            if let expected {
                                let written = DateTextFields(expected, components: .dateAndTime, timeZone: zone)
                                #expect(written?.text(components: .dateAndTime) == formatter.string(from: expected), "\(identifier) \(text)")
                            }
                        }
                    }
                }
                day = next
            }
            #expect(changes > 0 || identifier == "Asia/Tehran" || identifier == "Pacific/Apia", "\(identifier) changes its clocks")
        }
    }

    @Test("Days and times from 1900 to 2100 in zones east and west, with half-hour offsets and a skipped day, turn into the dates the formatter reads and back")
    func zones() throws {
        let zones = ["America/New_York", "Europe/London", "Asia/Kolkata", "America/St_Johns", "Australia/Lord_Howe", "Pacific/Apia", "Pacific/Kiritimati"]
        for identifier in zones {
            let zone = try #require(TimeZone(identifier: identifier))
            let formatter = Self.formatter(.dateAndTime, timeZone: zone)
            var read = 0
            var checked = 0
            var day = 0
            // Every fifth day, each at another time of day; every day of 2011,
            // the year Samoa skipped December 30th.
            var fields: [DateTextFields] = []
            for year in 1900...2100 {
                for month in 1...12 {
                    let days = DateTextFields(year: year, month: month).daysInMonth
                    for date in 1...days {
                        day += 1
                        guard day % 5 == 0 || year == 2011 else { continue }
                        fields.append(DateTextFields(year: year, month: month, day: date, hour: day % 24, minute: day * 7 % 60))
                    }
                }
            }
            for field in fields {
                let text = field.text(components: .dateAndTime)
                let expected = formatter.date(from: text)
                if let date = field.date(components: .dateAndTime, timeZone: zone) {
                    #expect(date == expected, "\(identifier) \(text)")
                    read += 1
                }
                if let expected {
                    let written = DateTextFields(expected, components: .dateAndTime, timeZone: zone)
                    #expect(written?.text(components: .dateAndTime) == formatter.string(from: expected), "\(identifier) \(text)")
                    checked += 1
                }
            }
            // Only times near a change of offset are left to the formatter.
            #expect(read * 100 > fields.count * 97, "\(identifier): \(read) of \(fields.count) read without the formatter")
            #expect(checked * 100 > fields.count * 99, "\(identifier)")
        }
    }

    @Test("Day counts since 1970 and back, proleptic Gregorian, across four centuries and before 1970")
    func dayCounts() {
        #expect(DateTextFields.daysSince1970(year: 1970, month: 1, day: 1) == 0)
        #expect(DateTextFields.daysSince1970(year: 1969, month: 12, day: 31) == -1)
        #expect(DateTextFields.daysSince1970(year: 2000, month: 3, day: 1) == 11_017)
        #expect(DateTextFields.daysSince1970(year: 1600, month: 1, day: 1) == -135_140)
        var days = DateTextFields.daysSince1970(year: 1599, month: 12, day: 31)
        for year in 1600...2401 {
            for month in 1...12 {
                for day in 1...DateTextFields(year: year, month: month).daysInMonth {
                    days += 1
                    let count = DateTextFields.daysSince1970(year: year, month: month, day: day)
                    if count != days { Issue.record("\(year)-\(month)-\(day): \(count), not \(days)") }
                    let back = DateTextFields.civilDate(daysSince1970: count)
                    if back != (year, month, day) { Issue.record("\(count) days: \(back)") }
                }
            }
        }
    }

    @Test("Spaces are trimmed as Foundation's .whitespaces trims them: tab and every space separator, nothing else")
    func trimming() {
        var scalars = (0...0x3100).compactMap(Unicode.Scalar.init)
        scalars += [0xFEFF, 0x1_F600, 0xE_0020].compactMap(Unicode.Scalar.init)
        for scalar in scalars {
            let mark = String(Character(scalar))
            // A mark at one end only, too: text that starts and ends with
            // another ASCII character is not read scalar by scalar.
            for text in [mark + "2026-01-05" + mark, mark + "2026-01-05", "2026-01-05" + mark, mark + mark, mark + "a b" + mark + "c" + mark] {
                #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces), "U+\(String(scalar.value, radix: 16))")
            }
        }
        #expect("".trimmingSpaces() == "")
        #expect(" \t ".trimmingSpaces() == "")
        #expect("\u{3000}2026-01-05\u{A0}".trimmingSpaces() == "2026-01-05")
    }

    @Test("Text is all whitespace exactly when every character is, whatever its first byte")
    func allWhitespace() {
        var firsts = (0..<0x80).compactMap(Unicode.Scalar.init).map { String(Character($0)) }
        firsts += ["\u{00A0}", "\u{2003}", "\u{3000}", "\u{2028}", "\u{0085}", "\u{200B}", "é", "漢", "😀", ""]
        for first in firsts {
            for text in [first, first + " ", first + "x", first + "\u{3000}", " " + first] {
                #expect(text.isAllWhitespace == text.allSatisfy(\.isWhitespace), "\(text.debugDescription)")
            }
        }
    }
}

/// A path typed in a terminal, as the shell reads it.
@Suite("File paths typed")
struct FilePathTests {
    @Test("~ and ~/ are the HOME folder, as the shell reads them (regression: ~/me.png was not found, Foundation took the account's folder)")
    func tilde() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formskit-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: folder.appendingPathComponent("me.png"))
        guard case .file(let file) = FileControl<EmptyPathForm>.readFile(atPath: "~/me.png", maximumSize: 100, home: folder.path) else {
            Issue.record("~/me.png under HOME was not read")
            return
        }
        #expect(file.filename == "me.png" && file.size == 4)
        #expect(FileControl<EmptyPathForm>.expandingHome(in: "~", home: "/home/ada/") == "/home/ada")
        #expect(FileControl<EmptyPathForm>.expandingHome(in: "~/a/b.png", home: "/home/ada") == "/home/ada/a/b.png")
        #expect(FileControl<EmptyPathForm>.expandingHome(in: "/tmp/~x", home: "/home/ada") == "/tmp/~x", "only a leading ~")
    }
}

/// A form for file paths alone.
struct EmptyPathForm: ValidatableForm {
    var validatedFields: [ValidatedField<Self>] { [] }
}
