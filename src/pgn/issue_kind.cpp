// The names of the kinds of SyntaxIssue, as --json writes them: an exhaustive switch, so that
// a new kind cannot ship without its name.
#include "notator/pgn.hpp"

namespace notator {

std::string_view issue_kind_name(IssueKind kind) {
    switch (kind) {
        case IssueKind::TagSyntax:
            return "tag_syntax";
        case IssueKind::TagRepeated:
            return "tag_repeated";
        case IssueKind::TagInMovetext:
            return "tag_in_movetext";
        case IssueKind::UnclosedComment:
            return "unclosed_comment";
        case IssueKind::UnclosedVariation:
            return "unclosed_variation";
        case IssueKind::StrayBracket:
            return "stray_bracket";
        case IssueKind::VariationBeforeMove:
            return "variation_before_move";
        case IssueKind::BadNag:
            return "bad_nag";
        case IssueKind::ResultRepeated:
            return "result_repeated";
        case IssueKind::MoveAfterResult:
            return "move_after_result";
        case IssueKind::MoveNumber:
            return "move_number";
        case IssueKind::MoveAfterGameEnd:
            return "move_after_game_end";
        case IssueKind::LenientMove:
            return "lenient_move";
        case IssueKind::ResultMismatch:
            return "result_mismatch";
    }
    return "unknown";
}

}  // namespace notator
