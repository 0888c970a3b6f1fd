import Testing
@testable import TextSafety

/// A cell a spreadsheet would run as a formula is written as text (OWASP's list of leading
/// characters); the tab and carriage return were missed before issue 39.
@Suite struct CSVWriterTests {
    @Test func aFormulaAfterALeadingTabOrReturnIsQuotedAsText() {
        // Worked by hand: the quote, the apostrophe that makes it text, the value, the quote.
        #expect(CSVWriter.field("\t=HYPERLINK(\"x\")") == "\"'\t=HYPERLINK(\"\"x\"\")\"")
        #expect(CSVWriter.field("\r=1+1") == "\"'\r=1+1\"")
        #expect(CSVWriter.field("=1+1") == "\"'=1+1\"")
        #expect(CSVWriter.field("Asha") == "Asha")
    }
}
