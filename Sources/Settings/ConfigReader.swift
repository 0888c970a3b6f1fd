/// Reads one table of the config, remembering the key path so each problem names it, and
/// collecting problems instead of stopping at the first, so one `config check` shows them all.
final class ConfigReader {
    let path: String
    private let table: [String: ConfigValue]
    private var seen: Set<String> = []
    let problems: ConfigProblems

    init(_ table: [String: ConfigValue], path: String, problems: ConfigProblems) {
        self.table = table
        self.path = path
        self.problems = problems
    }

    /// The key path a problem names; TOML allows an empty key (`"" = 1`), shown as `""`.
    func key(_ name: String) -> String {
        let shown = name.isEmpty ? "\"\"" : name
        return path.isEmpty ? shown : "\(path).\(shown)"
    }

    func value(_ name: String) -> ConfigValue? {
        seen.insert(name)
        return table[name]
    }

    func fail(_ name: String, _ message: String) { problems.add(key(name), message) }

    func string(_ name: String, default fallback: String? = nil) -> String? {
        guard let value = value(name) else { return fallback }
        guard case .string(let text) = value else {
            fail(name, ConfigMessages.expected("text in quotes", found: value))
            return fallback
        }
        return text
    }

    func bool(_ name: String, default fallback: Bool) -> Bool {
        guard let value = value(name) else { return fallback }
        guard case .bool(let flag) = value else {
            fail(name, ConfigMessages.expected("true or false", found: value))
            return fallback
        }
        return flag
    }

    func int(_ name: String, in range: ClosedRange<Int>, default fallback: Int) -> Int {
        guard let value = value(name) else { return fallback }
        guard case .int(let number) = value, range.contains(number) else {
            fail(name, ConfigMessages.expected("a whole number from \(range.lowerBound) to \(range.upperBound)", found: value))
            return fallback
        }
        return number
    }

    func choice<T: RawRepresentable & CaseIterable>(_ name: String, default fallback: T) -> T where T.RawValue == String {
        guard let value = value(name) else { return fallback }
        guard case .string(let text) = value, let choice = T(rawValue: text) else {
            let accepted = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            fail(name, ConfigMessages.expected("one of \(accepted)", found: value))
            return fallback
        }
        return choice
    }

    func strings(_ name: String) -> [String] {
        guard let value = value(name) else { return [] }
        guard case .array(let items) = value else {
            fail(name, ConfigMessages.expected("a list of texts, such as [\"a\", \"b\"]", found: value))
            return []
        }
        return items.enumerated().compactMap { index, item in
            guard case .string(let text) = item else {
                problems.add("\(key(name))[\(index)]", ConfigMessages.expected("text in quotes", found: item))
                return nil
            }
            return text
        }
    }

    /// A list of tables (`[[pages.sponsor]]`, `combos = [{ … }]`): a reader for each table,
    /// whose problems name it as `name[index]`. A value that is not a list, or an item that is
    /// not a table, is a problem saying `form`, what the key takes; the other items are read.
    func tables(_ name: String, form: String) -> [ConfigReader] {
        guard let value = value(name) else { return [] }
        guard case .array(let items) = value else {
            fail(name, ConfigMessages.expected(form, found: value))
            return []
        }
        return items.enumerated().compactMap { index, item in
            let path = "\(key(name))[\(index)]"
            guard case .table(let table) = item else {
                problems.add(path, ConfigMessages.expected(form, found: item))
                return nil
            }
            return ConfigReader(table, path: path, problems: problems)
        }
    }

    func table(_ name: String) -> ConfigReader? {
        guard let value = value(name) else { return nil }
        guard case .table(let table) = value else {
            fail(name, ConfigMessages.expected("a table ([\(key(name))])", found: value))
            return nil
        }
        return ConfigReader(table, path: key(name), problems: problems)
    }

    /// Every key of this table that no check asked for is a mistake worth naming (a typo
    /// would otherwise be ignored in silence and the setting not take effect).
    func rejectUnknownKeys() {
        for name in table.keys.sorted() where !seen.contains(name) {
            let known = seen.sorted()
            problems.add(key(name), ConfigMessages.unknownKey(suggestion: ConfigMessages.closest(name, among: known), known: known))
        }
    }

    /// The raw table, for sections another module checks (presets go to the engine).
    var raw: [String: ConfigValue] { table }
    func markAllSeen() { seen.formUnion(table.keys) }
}

/// Problems found in a config file, in the order found.
final class ConfigProblems {
    private(set) var list: [(key: String, message: String)] = []
    func add(_ key: String, _ message: String) { list.append((key, message)) }
    var isEmpty: Bool { list.isEmpty }
}
