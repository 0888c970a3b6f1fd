// `ShownText` lived here before the terminal display needed it too; it moved below both
// (TextSafety) so there is one filter, and the store's users keep reaching it through Store.
@_exported import TextSafety
