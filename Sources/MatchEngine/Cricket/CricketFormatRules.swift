/// Club-format fields that only make sense together (docs/formats.md): a set-up that mixes
/// them is refused with the field to change, never played by guesswork.
enum CricketFormatRules {
    static func conflict(in r: CricketRulesConfig) -> String? {
        if r.oversPerPair != nil && r.allOut { return CricketMessages.pairsNeedStayingIn }
        if r.skins && r.oversPerPair == nil { return CricketMessages.skinsNeedPairs }
        if r.resultMode == .winDraw {
            if r.inningsPerSide != 1 { return CricketMessages.winDrawOneInnings }
            if r.oversPerInnings != nil { return CricketMessages.winDrawNoOversPerInnings }
            if let match = r.matchOvers {
                // Without a cap the side batting first could use every over and leave none.
                guard let first = r.maxFirstInningsOvers else { return CricketMessages.matchOversNeedFirstCap }
                if first >= match { return CricketMessages.firstInningsOverMatch }
            }
        } else if r.matchOvers != nil || r.maxFirstInningsOvers != nil {
            return CricketMessages.winDrawFieldsOnly
        }
        return nil
    }
}
