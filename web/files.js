// Files opened or dropped on the page: read (gzip undone by the browser), decoded by the
// engine, and checked.
(function (page) {
  'use strict';

  const { $, text, state, call, showStatus } = page;

  // The page holds a file in several copies (its bytes, its text here and in the module, the
  // games written again): beyond this, the command is the tool.
  const MAX_FILE = 64 * 1024 * 1024;
  async function openFile(file) {
    try {
      if (file.size > MAX_FILE)
        throw new Error('larger than the page reads (64 MB): the notator command reads it');
      let bytes = new Uint8Array(await file.arrayBuffer());
      // gzip the browser undoes itself (one stream; the module has no decompressors).
      if (bytes[0] === 0x1f && bytes[1] === 0x8b && typeof DecompressionStream !== 'undefined') {
        try {
          const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
          bytes = new Uint8Array(await new Response(stream).arrayBuffer());
        } catch (e) {
          throw new Error('gzip: ' + (e.message || 'corrupt data'));
        }
      }
      text.value = await call('decode', bytes);
      text.setSelectionRange(0, 0);
      text.scrollTop = 0;
    } catch (e) {
      showStatus(file.name + ': ' + e.message, true);
      return;
    }
    state.fileName = file.name.replace(/(\.gz)?$/, '').replace(/\.[^.]*$/, '') + '.pgn';
    state.gameNumber = 1;
    page.keepWork();
    page.check();
  }

  $('file').addEventListener('change', () => { if ($('file').files[0]) openFile($('file').files[0]); });
  let dragging = 0;
  document.addEventListener('dragenter', (e) => { e.preventDefault(); dragging++; $('drop-hint').hidden = false; });
  document.addEventListener('dragleave', () => { if (--dragging <= 0) { dragging = 0; $('drop-hint').hidden = true; } });
  document.addEventListener('dragover', (e) => e.preventDefault());
  document.addEventListener('drop', (e) => {
    e.preventDefault();
    dragging = 0;
    $('drop-hint').hidden = true;
    const file = e.dataTransfer && e.dataTransfer.files[0];
    if (file) openFile(file);
  });
})(window.notatorPage);
