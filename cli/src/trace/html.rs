//! `acp trace show FILE --html OUT`: the exchange as a self-contained page (inline
//! CSS and script, the rows as embedded JSON, nothing loaded from the network)
//! drawing a sequence diagram: the client's and the agent's lifelines, one arrow per
//! row in time order (requests solid, responses dashed, notifications dotted,
//! folded updates bold, lines that are not messages red), and a timeline of the
//! time since the first line beside it. The diagram takes the page's width (drawn
//! again when the window is resized), labels are cut to the space between the
//! lifelines (whole in the arrow's tooltip), and arrowheads keep one size whatever
//! the line's width.
//!
//! Clicking an arrow shows its messages below the diagram: a folded row lists
//! every update it stands for, each expandable to its JSON. The address
//! `page.html#row-N` opens row N (0-based) at once, and clicking sets it, so that a
//! row can be linked to.

use super::model::Row;

const STYLE: &str = r#"
body { font: 13px system-ui, sans-serif; margin: 16px; color: #222; }
h1 { font-size: 16px; margin: 0 0 4px; }
#summary { color: #555; margin-bottom: 8px; }
#diagram { width: 100%; }
svg text { font: 12px ui-monospace, monospace; }
.life { stroke: #999; stroke-dasharray: 2 3; }
.head { font-weight: bold; }
.time { fill: #777; }
.msg { cursor: pointer; }
.msg line { stroke-width: 1.4; }
.msg.request line { stroke: #1f5fbf; }
.msg.response line { stroke: #2f8f3f; stroke-dasharray: 6 4; }
.msg.notification line { stroke: #8a4fbf; stroke-dasharray: 2 3; }
.msg.updates line { stroke: #bf7f1f; stroke-width: 3; }
.msg.line line { stroke: #c0392b; }
.msg:hover text, .msg.selected text { font-weight: bold; }
.msg.selected .hit { fill: #fff6d6; }
.hit { fill: transparent; }
.gap { fill: #e8eef8; }
#detail { background: #f6f6f6; padding: 8px; max-height: 50vh; overflow: auto; }
#detail:empty { display: none; }
#detail h2 { font-size: 14px; margin: 0 0 6px; }
#detail pre { white-space: pre-wrap; margin: 4px 0 4px 16px; font: 12px ui-monospace, monospace; }
#detail summary { cursor: pointer; font: 12px ui-monospace, monospace; }
"#;

const SCRIPT: &str = r#"
(function () {
  const rows = JSON.parse(document.getElementById('trace-data').textContent);
  const ns = 'http://www.w3.org/2000/svg';
  const diagram = document.getElementById('diagram');
  const detail = document.getElementById('detail');
  const top = 60, step = 30, timeWidth = 200, margin = 40;
  const total = rows.length ? rows[rows.length - 1].t : 0;
  let selected = null;
  function el(name, attrs, parent, text) {
    const e = document.createElementNS(ns, name);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    if (parent) parent.appendChild(e);
    return e;
  }
  function html(name, text, parent) {
    const e = document.createElement(name);
    if (text !== undefined) e.textContent = text;
    if (parent) parent.appendChild(e);
    return e;
  }
  function label(row) {
    if (row.kind === 'updates') return row.label + ' \u00d7' + row.count + ': ' + row.summary;
    if (!row.answer) return row.label + ' ' + row.summary;
    // The latency before the params, which may be cut.
    const space = row.summary.indexOf(' ');
    const id = space < 0 ? row.summary : row.summary.slice(0, space);
    const rest = space < 0 ? '' : row.summary.slice(space);
    return row.label + ' ' + id + ' (' + row.answer[1].toFixed(1) + ' ms)' + rest;
  }
  // One line of a folded update in the list: its kind and, for text, the text.
  function brief(message) {
    const update = (message.params || {}).update || {};
    let text = update.sessionUpdate || message.method || '';
    const content = update.content;
    if (content && content.type === 'text') text += ': ' + JSON.stringify(content.text);
    else if (update.title) text += ': ' + update.title;
    else if (update.toolCallId) text += ': ' + update.toolCallId;
    return text;
  }
  function show(i) {
    const row = rows[i];
    if (!row) return;
    detail.textContent = '';
    html('h2', 'row ' + i + ': ' + label(row), detail);
    if (row.messages.length === 1) {
      html('pre', JSON.stringify(row.messages[0], null, 2), detail);
    } else {
      row.messages.forEach(function (message, n) {
        const item = html('details', undefined, detail);
        html('summary', (n + 1) + '. ' + brief(message), item);
        html('pre', JSON.stringify(message, null, 2), item);
      });
    }
    if (selected) selected.classList.remove('selected');
    selected = diagram.querySelector('[data-row="' + i + '"]');
    if (selected) selected.classList.add('selected');
  }
  function draw() {
    const width = Math.max(700, diagram.clientWidth);
    const client = timeWidth + 60, agent = width - margin;
    const height = top + rows.length * step + 20;
    const svg = el('svg', { width: width, height: height });
    const defs = el('defs', {}, svg);
    // userSpaceOnUse: the head keeps its size on the bold lines of folded updates.
    const marker = el('marker', { id: 'head', viewBox: '0 0 10 10', refX: 10, refY: 5,
      markerUnits: 'userSpaceOnUse', markerWidth: 9, markerHeight: 9,
      orient: 'auto-start-reverse' }, defs);
    el('path', { d: 'M 0 0 L 10 5 L 0 10 z', fill: '#444' }, marker);
    el('text', { x: client, y: 24, 'text-anchor': 'middle', class: 'head' }, svg, 'Client');
    el('text', { x: agent, y: 24, 'text-anchor': 'middle', class: 'head' }, svg, 'Agent');
    el('text', { x: 10, y: 24, class: 'head' }, svg, 'time');
    el('line', { x1: client, y1: 34, x2: client, y2: height, class: 'life' }, svg);
    el('line', { x1: agent, y1: 34, x2: agent, y2: height, class: 'life' }, svg);
    diagram.textContent = '';
    diagram.appendChild(svg);
    // The monospace font's advance, to cut labels to the space between the lifelines.
    const probe = el('text', {}, svg, 'MMMMMMMMMM');
    const advance = probe.getComputedTextLength() / 10 || 7.2;
    svg.removeChild(probe);
    const fits = Math.max(10, Math.floor((agent - client - 24) / advance));
    rows.forEach(function (row, i) {
      const y = top + i * step;
      // The timeline: the time since the first line, and a bar as long as the gap before this row.
      const gap = i ? row.t - rows[i - 1].t : 0;
      const bar = total > 0 ? Math.max(1, 90 * gap / total) : 1;
      el('rect', { x: 110, y: y - 10, width: bar, height: 12, class: 'gap' }, svg);
      el('text', { x: 10, y: y, class: 'time' }, svg, (row.t * 1000).toFixed(1) + ' ms');
      const fromClient = row.dir === 'client->agent';
      const g = el('g', { class: 'msg ' + row.kind, 'data-row': i }, svg);
      el('rect', { x: client, y: y - step + 8, width: agent - client, height: step - 2, class: 'hit' }, g);
      const x1 = fromClient ? client : agent, x2 = fromClient ? agent : client;
      el('line', { x1: x1, y1: y, x2: x2, y2: y, 'marker-end': 'url(#head)' }, g);
      let text = label(row);
      const whole = text;
      if (text.length > fits) text = text.slice(0, fits - 1) + '\u2026';
      el('text', { x: (client + agent) / 2, y: y - 5, 'text-anchor': 'middle' }, g, text);
      el('title', {}, g, whole + (row.messages.length > 1 ? '\n(' + row.messages.length + ' messages: click to list them)' : ''));
      g.addEventListener('click', function () {
        location.hash = 'row-' + i;
        show(i);
      });
    });
  }
  function fromHash() {
    const match = /^#row-(\d+)$/.exec(location.hash);
    if (match) show(Number(match[1]));
  }
  draw();
  fromHash();
  window.addEventListener('hashchange', fromHash);
  let pending = null;
  window.addEventListener('resize', function () {
    clearTimeout(pending);
    pending = setTimeout(function () {
      draw();
      fromHash();
    }, 100);
  });
  document.getElementById('summary').textContent = rows.length + ' rows over ' +
    (total * 1000).toFixed(1) + ' ms. Click an arrow to see its messages.';
  document.body.setAttribute('data-rendered', String(rows.length));
})();
"#;

/// The page for `rows`, titled `title`.
pub fn page(rows: &[Row], title: &str) -> String {
    let data = serde_json::to_string(rows)
        .expect("rows encode")
        // Nothing in the data can end the script element.
        .replace('<', "\\u003c");
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <title>{title}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n\
         <h1>{title}</h1>\n<div id=\"summary\"></div>\n<div id=\"diagram\"></div>\n\
         <div id=\"detail\"></div>\n\
         <script type=\"application/json\" id=\"trace-data\">{data}</script>\n\
         <script>{SCRIPT}</script>\n</body>\n</html>\n",
        title = escape(title)
    )
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
