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
    }
    return "unknown error";  // unreachable for valid enum values
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
