// The board: an SVG drawing of a position from its FEN, from either side.
(function (root) {
  'use strict';

  const SVG = 'http://www.w3.org/2000/svg';
  // The filled figurines for both sides (the outlined ones are drawn thinner in most fonts);
  // U+FE0E asks for the text glyph, not an emoji, on phones.
  const GLYPH = { k: '\u265A', q: '\u265B', r: '\u265C', b: '\u265D', n: '\u265E', p: '\u265F' };
  const NAME = { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' };

  function element(name, attributes, text) {
    const e = document.createElementNS(SVG, name);
    for (const [k, v] of Object.entries(attributes)) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // The pieces of a FEN's first field: {e4: 'P', ...}.
  function piecesOf(fen) {
    const pieces = {};
    const ranks = fen.split(' ')[0].split('/');
    ranks.forEach((rank, i) => {
      let file = 0;
      for (const c of rank) {
        if (c >= '1' && c <= '8') {
          file += Number(c);
        } else {
          pieces['abcdefgh'[file] + (8 - i)] = c;
          file += 1;
        }
      }
    });
    return pieces;
  }

  // Draws `fen` into the SVG element `svg`: White at the bottom unless `flipped`; the
  // squares `from` and `to` of the last move marked. Returns a sentence that says the same
  // for a screen reader.
  function drawBoard(svg, fen, { flipped = false, from = null, to = null } = {}) {
    svg.replaceChildren();
    svg.setAttribute('viewBox', '0 0 8.6 8.6');
    const pieces = piecesOf(fen);
    const at = (square) => {
      const file = square.charCodeAt(0) - 97;
      const rank = Number(square[1]) - 1;
      return flipped ? [7 - file, rank] : [file, 7 - rank];
    };
    for (let rank = 1; rank <= 8; rank++) {
      for (let file = 0; file < 8; file++) {
        const square = 'abcdefgh'[file] + rank;
        const [x, y] = at(square);
        const light = (file + rank) % 2 === 1;
        const marked = square === from || square === to;
        svg.append(element('rect', {
          x, y, width: 1, height: 1,
          class: (light ? 'light' : 'dark') + (marked ? ' marked' : ''),
        }));
        const piece = pieces[square];
        if (piece) {
          const white = piece === piece.toUpperCase();
          svg.append(element('text', {
            x: x + 0.5, y: y + 0.56, class: 'piece ' + (white ? 'white' : 'black'),
            'text-anchor': 'middle', 'dominant-baseline': 'middle',
          }, GLYPH[piece.toLowerCase()] + '\uFE0E'));
        }
      }
    }
    for (let i = 0; i < 8; i++) {
      const file = 'abcdefgh'[flipped ? 7 - i : i];
      const rank = String(flipped ? i + 1 : 8 - i);
      svg.append(element('text', { x: i + 0.5, y: 8.4, class: 'coordinate',
                                   'text-anchor': 'middle' }, file));
      svg.append(element('text', { x: 8.3, y: i + 0.6, class: 'coordinate',
                                   'text-anchor': 'middle' }, rank));
    }
    const said = (colour) => Object.entries(pieces)
      .filter(([, p]) => (p === p.toUpperCase()) === (colour === 'White'))
      .map(([square, p]) => NAME[p.toLowerCase()] + ' ' + square).join(', ');
    return 'White: ' + said('White') + '. Black: ' + said('Black') + '.';
  }

  root.drawBoard = drawBoard;
  root.piecesOf = piecesOf;
})(typeof self !== 'undefined' ? self : globalThis);
