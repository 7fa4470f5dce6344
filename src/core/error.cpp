#include "notator/error.hpp"

namespace notator {

// No default case: the compiler's -Wswitch then rejects a new kind without a message.
std::string_view describe(Errc code) {
    switch (code) {
        case Errc::FenEmpty:
            return "FEN: the text is empty";
        case Errc::FenTooFewFields:
            return "FEN: too few fields (at least four expected)";
        case Errc::FenTooManyFields:
            return "FEN: too many fields (at most six expected)";
        case Errc::FenBadPieceChar:
            return "FEN field 1 (placement): not a piece letter or digit";
        case Errc::FenRankTooLong:
            return "FEN field 1 (placement): more than eight files in a rank";
        case Errc::FenRankTooShort:
            return "FEN field 1 (placement): fewer than eight files in a rank";
        case Errc::FenRankCount:
            return "FEN field 1 (placement): eight ranks expected";
        case Errc::FenBadSide:
            return "FEN field 2 (side to move): 'w' or 'b' expected";
        case Errc::FenBadCastlingChar:
            return "FEN field 3 (castling): not K, Q, k, q, a file letter or '-'";
        case Errc::FenCastlingDuplicate:
            return "FEN field 3 (castling): a castling right given twice";
        case Errc::FenCastlingNoKing:
            return "FEN field 3 (castling): a castling right, but no king on its first rank";
        case Errc::FenCastlingNoRook:
            return "FEN field 3 (castling): a castling right without its rook";
        case Errc::FenBadEnPassant:
            return "FEN field 4 (en passant): '-' or a square on the third or sixth rank expected";
        case Errc::FenImpossibleEnPassant:
            return "FEN field 4 (en passant): no pawn can just have made the double step";
        case Errc::FenBadHalfmove:
            return "FEN field 5 (halfmove clock): a number from 0 to 10000 expected";
        case Errc::FenBadFullmove:
            return "FEN field 6 (move number): a number from 1 to 100000 expected";
        case Errc::NoKing:
            return "no king";
        case Errc::TooManyKings:
            return "more than one king";
        case Errc::PawnOnBackRank:
            return "a pawn on the first or eighth rank";
        case Errc::TooManyPieces:
            return "more than sixteen pieces of one color";
        case Errc::OpponentInCheck:
            return "the side not to move is in check";
        case Errc::TooManyCheckers:
            return "more pieces give check than any move can";
        case Errc::UciSyntax:
            return "not a move in coordinate notation (like e2e4 or e7e8q)";
        case Errc::IllegalMove:
            return "illegal move";
        case Errc::EmptyMove:
            return "no move text";
        case Errc::MoveSyntax:
            return "not algebraic notation";
        case Errc::UnknownPieceLetter:
            return "not a piece letter of this language";
        case Errc::BadPromotionPiece:
            return "a pawn can only become a queen, rook, bishop or knight";
        case Errc::NoSuchPiece:
            return "no such piece";
        case Errc::AmbiguousMove:
            return "ambiguous move";
        case Errc::MissingPromotion:
            return "promotion without the new piece";
        case Errc::NullMoveInCheck:
            return "a null move while in check";
        case Errc::WrongCheckSign:
            return "the check or mate sign does not match the position";
        case Errc::CaptureSignMismatch:
            return "a capture sign on a move that captures nothing";
        case Errc::EnPassantMismatch:
            return "e.p. on a move that is not an en passant capture";
        case Errc::NotStrict:
            return "a form strict reading does not accept";
        case Errc::MissingCaptureSign:
            return "a capture without its capture sign";
        case Errc::OverDisambiguated:
            return "more of the origin square than needed";
        case Errc::PieceNotWritten:
            return "a piece move without its piece letter";
        case Errc::BadLetterSet:
            return "five distinct piece letters expected (king, queen, rook, bishop, knight)";
        case Errc::NotCheckable:
            return "cannot be checked";
    }
    return "unknown error";  // unreachable for valid enum values
}

std::string_view name(Errc code) {
    switch (code) {
        case Errc::FenEmpty:
            return "fen_empty";
        case Errc::FenTooFewFields:
            return "fen_too_few_fields";
        case Errc::FenTooManyFields:
            return "fen_too_many_fields";
        case Errc::FenBadPieceChar:
            return "fen_bad_piece_char";
        case Errc::FenRankTooLong:
            return "fen_rank_too_long";
        case Errc::FenRankTooShort:
            return "fen_rank_too_short";
        case Errc::FenRankCount:
            return "fen_rank_count";
        case Errc::FenBadSide:
            return "fen_bad_side";
        case Errc::FenBadCastlingChar:
            return "fen_bad_castling_char";
        case Errc::FenCastlingDuplicate:
            return "fen_castling_duplicate";
        case Errc::FenCastlingNoKing:
            return "fen_castling_no_king";
        case Errc::FenCastlingNoRook:
            return "fen_castling_no_rook";
        case Errc::FenBadEnPassant:
            return "fen_bad_en_passant";
        case Errc::FenImpossibleEnPassant:
            return "fen_impossible_en_passant";
        case Errc::FenBadHalfmove:
            return "fen_bad_halfmove";
        case Errc::FenBadFullmove:
            return "fen_bad_fullmove";
        case Errc::NoKing:
            return "no_king";
        case Errc::TooManyKings:
            return "too_many_kings";
        case Errc::PawnOnBackRank:
            return "pawn_on_back_rank";
        case Errc::TooManyPieces:
            return "too_many_pieces";
        case Errc::OpponentInCheck:
            return "opponent_in_check";
        case Errc::TooManyCheckers:
            return "too_many_checkers";
        case Errc::UciSyntax:
            return "uci_syntax";
        case Errc::IllegalMove:
            return "illegal_move";
        case Errc::EmptyMove:
            return "empty_move";
        case Errc::MoveSyntax:
            return "move_syntax";
        case Errc::UnknownPieceLetter:
            return "unknown_piece_letter";
        case Errc::BadPromotionPiece:
            return "bad_promotion_piece";
        case Errc::NoSuchPiece:
            return "no_such_piece";
        case Errc::AmbiguousMove:
            return "ambiguous_move";
        case Errc::MissingPromotion:
            return "missing_promotion";
        case Errc::NullMoveInCheck:
            return "null_move_in_check";
        case Errc::WrongCheckSign:
            return "wrong_check_sign";
        case Errc::CaptureSignMismatch:
            return "capture_sign_mismatch";
        case Errc::EnPassantMismatch:
            return "en_passant_mismatch";
        case Errc::NotStrict:
            return "not_strict";
        case Errc::MissingCaptureSign:
            return "missing_capture_sign";
        case Errc::OverDisambiguated:
            return "over_disambiguated";
        case Errc::PieceNotWritten:
            return "piece_not_written";
        case Errc::BadLetterSet:
            return "bad_letter_set";
        case Errc::NotCheckable:
            return "not_checkable";
    }
    return "unknown";
}

std::string Error::message() const {
    std::string out(describe(code));
    switch (code) {
        case Errc::FenBadPieceChar:
        case Errc::FenRankTooLong:
        case Errc::FenRankTooShort:
            out += " (rank " + std::to_string(detail) + ")";
            break;
        case Errc::FenRankCount:
            out += " (found " + std::to_string(detail) + ")";
            break;
        case Errc::NoKing:
        case Errc::TooManyKings:
        case Errc::TooManyPieces:
            out += detail == 0 ? " (white)" : " (black)";
            break;
        default:
            break;
    }
    return out;
}

}  // namespace notator
