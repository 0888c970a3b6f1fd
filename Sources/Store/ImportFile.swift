extension MatchExport {
    /// An export file's bytes, read as every file a person names is (`InputFile`): a regular
    /// file only, at most `maxFileBytes`, refused by its size before a byte is read. Throws
    /// `.notFound` when there is no such file.
    public static func readFile(_ path: String) throws(StoreError) -> [UInt8] {
        try InputFile.export.read(path)
    }
}
