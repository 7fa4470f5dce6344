#include "game_end.hpp"

namespace notator {

std::string_view result_for(GameStatus status, Color to_move) {
    switch (status) {
        case GameStatus::Ongoing:
            return {};
        case GameStatus::Checkmate:
            return to_move == Color::White ? "0-1" : "1-0";
        case GameStatus::Stalemate:
        case GameStatus::DeadPosition:
        case GameStatus::SeventyFiveMoves:
        case GameStatus::FivefoldRepetition:
            return "1/2-1/2";
    }
    return {};
}

}  // namespace notator

namespace notator::detail {

std::string_view reason(GameStatus status, Color to_move) {
    const bool white = to_move == Color::White;
    switch (status) {
        case GameStatus::Ongoing:
            return {};
        case GameStatus::Checkmate:
            return white ? "White is checkmated" : "Black is checkmated";
        case GameStatus::Stalemate:
            return white ? "White is stalemated" : "Black is stalemated";
        case GameStatus::DeadPosition:
            return "a dead position (insufficient material)";
        case GameStatus::SeventyFiveMoves:
            return "seventy-five moves of each side without a capture or a pawn move";
        case GameStatus::FivefoldRepetition:
            return "the same position for the fifth time";
    }
    return {};
}

}  // namespace notator::detail
