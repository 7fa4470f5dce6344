#include "notator/error.hpp"

#include <cstring>

namespace notator {

namespace {

std::string_view form_name(Form form) {
    switch (form) {
        case Form::DotsForMove:
            return "dots standing for a move";
        case Form::DotsWithoutNumber:
            return "dots before Black's move without its number";
        case Form::CommaAfterMove:
            return "a comma after a move";
        case Form::ParenMoveNumber:
            return "a move number written with ')'";
        case Form::CrossForMate:
            return "'\xC3\x97' as the mate sign";
        case Form::CyrillicLetter:
            return "a Cyrillic letter for a Latin one";
        case Form::CapturedPieceNamed:
            return "the captured piece named";
        case Form::NullMove:
            return "a null move";
        case Form::SemicolonAfterMove:
            return "a semicolon between moves";
        case Form::LatinLetter:
            return "a Latin letter for a Cyrillic piece letter";
        case Form::OldKnight:
            return "Kt for the knight";
        case Form::PieceHyphen:
            return "a hyphen between a piece and its square";
        case Form::FileCapture:
            return "a pawn's capture written by its files alone";
        case Form::PawnLetter:
            return "P before a pawn move, a letter no FIDE language has";
        case Form::BracketedMoveNumber:
            return "a move number in brackets";
    }
    return "an odd form";
}

// An archive, named, and how it is unpacked.
std::string_view archive_unpacked(NotText kind) {
    switch (kind) {
        case NotText::ZipArchive:
            return "a zip archive; unpack it (unzip)";
        case NotText::SevenZipArchive:
            return "a 7z archive; unpack it (7z x)";
        case NotText::RarArchive:
            return "a RAR archive; unpack it";
        default:
            return "a tar archive; unpack it (tar -xf)";
    }
}

std::string_view compression_name(Compression c) {
    switch (c) {
        case Compression::Gzip:
            return "gzip";
        case Compression::Zstd:
            return "zstd";
        case Compression::Bzip2:
            return "bzip2";
        case Compression::Xz:
            return "xz";
    }
    return "compressed";
}

}  // namespace

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
            return "a move that does not read as algebraic notation";
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
        case Errc::CapturedPieceMismatch:
            return "the captured piece named is not the one on that square";
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
        case Errc::TagSyntax:
            return "a tag line that is not [Name \"value\"]";
        case Errc::TagRepeated:
            return "a tag that changes what is checked, given again; the first one counts";
        case Errc::TagInMovetext:
            return "a tag inside the movetext";
        case Errc::UnclosedComment:
            return "a comment that is never closed";
        case Errc::UnclosedVariation:
            return "a variation that is never closed";
        case Errc::StrayBracket:
            return "a bracket with nothing to close";
        case Errc::VariationBeforeMove:
            return "a variation before any move";
        case Errc::BadNag:
            return "a NAG that is no number PGN knows (0 to 255)";
        case Errc::ResultInVariation:
            return "a result inside a variation";
        case Errc::ResultRepeated:
            return "a second result after the first";
        case Errc::TextAfterResult:
            return "text after the result";
        case Errc::ResultAmidMoves:
            return "a result amid the moves, the game going on after it";
        case Errc::WrongMoveNumber:
            return "a move number that is not the next move's";
        case Errc::MoveNotGiven:
            return "a move stood for by dots, or passed over by the next number, and not given";
        case Errc::MoveAfterGameEnd:
            return "a move after the game ended on the board";
        case Errc::ResultMismatch:
            return "the result does not fit the Result tag or the final position";
        case Errc::NonstandardForm:
            return "a form that neither the FIDE appendix nor the PGN standard has, read leniently";
        case Errc::LanguageAmbiguous:
            return "the moves read whole in more than one language of piece letters, as "
                   "different moves";
        case Errc::DrawClaimable:
            return "a draw could be claimed here";
        case Errc::UncheckedRest:
            return "moves an earlier conversion kept unchecked";
        case Errc::RepairedMove:
            return "a move an earlier repair read, to be reviewed";
        case Errc::NonstandardResult:
            return "a result written as PGN does not write it, read as PGN's";
        case Errc::WordsAmongMoves:
            return "words among the moves, kept as a comment";
        case Errc::VariantNotChecked:
            return "a variant's game, which the FIDE Laws do not cover: not checked";
        case Errc::AmbiguityResolved:
            return "a move that fits two, read as the one after which the game goes on";
        case Errc::EncodingDoubt:
            return "bytes that may be in another encoding";
        case Errc::CannotOpen:
            return "cannot open";
        case Errc::ReadFailed:
            return "reading failed";
        case Errc::CorruptInput:
            return "corrupt data";
        case Errc::TruncatedInput:
            return "the file ends in the middle of the data";
        case Errc::NotDecompressed:
            return "compressed data, which this build of notator does not read (decompress it "
                   "first)";
        case Errc::NotText:
            return "not a text file";
        case Errc::UnknownEncoding:
            return "an encoding the C library does not know (see iconv --list)";
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
        case Errc::CapturedPieceMismatch:
            return "captured_piece_mismatch";
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
        case Errc::TagSyntax:
            return "tag_syntax";
        case Errc::TagRepeated:
            return "tag_repeated";
        case Errc::TagInMovetext:
            return "tag_in_movetext";
        case Errc::UnclosedComment:
            return "unclosed_comment";
        case Errc::UnclosedVariation:
            return "unclosed_variation";
        case Errc::StrayBracket:
            return "stray_bracket";
        case Errc::VariationBeforeMove:
            return "variation_before_move";
        case Errc::BadNag:
            return "bad_nag";
        case Errc::ResultInVariation:
            return "result_in_variation";
        case Errc::ResultRepeated:
            return "result_repeated";
        case Errc::TextAfterResult:
            return "text_after_result";
        case Errc::ResultAmidMoves:
            return "result_amid_moves";
        case Errc::WrongMoveNumber:
            return "wrong_move_number";
        case Errc::MoveNotGiven:
            return "move_not_given";
        case Errc::MoveAfterGameEnd:
            return "move_after_game_end";
        case Errc::ResultMismatch:
            return "result_mismatch";
        case Errc::NonstandardForm:
            return "nonstandard_form";
        case Errc::LanguageAmbiguous:
            return "language_ambiguous";
        case Errc::DrawClaimable:
            return "draw_claimable";
        case Errc::UncheckedRest:
            return "unchecked_rest";
        case Errc::RepairedMove:
            return "repaired_move";
        case Errc::NonstandardResult:
            return "nonstandard_result";
        case Errc::WordsAmongMoves:
            return "words_among_moves";
        case Errc::VariantNotChecked:
            return "variant_not_checked";
        case Errc::AmbiguityResolved:
            return "ambiguity_resolved";
        case Errc::EncodingDoubt:
            return "encoding_doubt";
        case Errc::CannotOpen:
            return "cannot_open";
        case Errc::ReadFailed:
            return "read_failed";
        case Errc::CorruptInput:
            return "corrupt_input";
        case Errc::TruncatedInput:
            return "truncated_input";
        case Errc::NotDecompressed:
            return "not_decompressed";
        case Errc::NotText:
            return "not_text";
        case Errc::UnknownEncoding:
            return "unknown_encoding";
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
        case Errc::NonstandardForm:
            out += ": ";
            out += form_name(Form(detail));
            break;
        case Errc::CannotOpen:
        case Errc::ReadFailed:
            if (detail != 0) out = std::strerror(detail);
            break;
        case Errc::CorruptInput:
        case Errc::TruncatedInput:
        case Errc::NotDecompressed:
            out = std::string(compression_name(Compression(detail))) + ": " + out;
            break;
        case Errc::NotText:
            switch (NotText(detail)) {
                case NotText::Utf16WithoutMark:
                    out +=
                        ": it looks like UTF-16 without a byte order mark (--encoding utf-16le "
                        "or utf-16be reads it)";
                    break;
                case NotText::NulByte:
                    out += ": it holds NUL bytes";
                    break;
                case NotText::ZipArchive:
                case NotText::SevenZipArchive:
                case NotText::RarArchive:
                case NotText::TarArchive:
                    out += ": it is ";
                    out += archive_unpacked(NotText(detail));
                    out += " and read the PGN files in it";
                    break;
                default:
                    out += ": it holds control characters";
                    break;
            }
            break;
        default:
            break;
    }
    return out;
}

}  // namespace notator
