/// `popskin serve`'s page: plain HTML, a style sheet and a script, each its own response so the
/// Content-Security-Policy allows nothing inline and nothing from elsewhere. Everything a theme brings (names,
/// descriptions, messages) reaches the page as JSON and is set as text, never as markup.
enum ServePage {
    /// The page, the run's token in a meta tag for the script (hexadecimal: nothing to escape).
    static func html(token: String) -> String {
        let t = token.filter(\.isHexDigit)
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="popskin-token" content="\(t)">
            <title>popskin serve</title>
            <link rel="stylesheet" href="/page.css?t=\(t)"></head>
            <body data-state="loading">
            <header><h1>popskin <span>serve</span></h1>
            <input id="filter" type="search" placeholder="Filter themes" aria-label="Filter themes" autocomplete="off">
            <label class="control">Scale <select id="scale"><option value="2">@2x</option>\
            <option value="3">@3x</option></select></label>
            <label class="control">Backdrop <select id="backdrop"><option value="appearance">light / dark</option>\
            <option value="checker">checkerboard</option><option value="color">colour…</option>\
            <option value="shot">screenshot…</option></select></label>
            <label class="control">Size <select id="size"><option value="170x120">170×120</option>\
            <option value="240x160">240×160</option><option value="320x200">320×200</option>\
            <option value="120x80">120×80</option><option value="360x60">360×60</option></select></label>
            <label class="control">Offset <select id="offset"><option value="0">centred</option>\
            <option value="-1000">at the start</option><option value="1000">at the end</option>\
            <option value="-30">−30 pt</option><option value="30">+30 pt</option></select></label>
            <input id="backdrop-color" type="color" value="#f2f2f7" aria-label="Backdrop colour" hidden>
            <input id="backdrop-shot" type="file" accept="image/png,image/jpeg" aria-label="Screenshot" hidden>
            <span id="status" class="status">connecting…</span></header>
            <main id="cards" class="cards"></main>
            <section id="focus" class="focus" hidden>
            <div class="focus-bar"><h2 id="focus-name"></h2>
            <label>Direction <select id="focus-direction"><option>up</option><option>down</option>\
            <option>left</option><option>right</option></select></label>
            <label>Width <input id="focus-width" type="range" min="40" max="400" value="170"><output></output></label>
            <label>Height <input id="focus-height" type="range" min="40" max="400" value="120"><output></output></label>
            <label>Offset <input id="focus-offset" type="range" min="-200" max="200" value="0"><output></output></label>
            <label>Appearance <select id="focus-appearance"></select></label>
            <button id="focus-close" type="button">Close</button></div>
            <div class="focus-picture"><img id="focus-image" alt=""></div></section>
            <script src="/page.js?t=\(t)"></script>
            </body></html>

            """
    }

    static let css = """
        :root{color-scheme:light dark;--bg:#f4f4f5;--fg:#18181b;--muted:#71717a;--card:#fff;--line:#e4e4e7;--accent:#2563eb}
        @media (prefers-color-scheme:dark){:root{--bg:#18181b;--fg:#f4f4f5;--muted:#a1a1aa;--card:#27272a;--line:#3f3f46}}
        *{box-sizing:border-box}
        body{margin:0;background:var(--bg);color:var(--fg);font:14px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",\
        Helvetica,Arial,sans-serif}
        header{position:sticky;top:0;z-index:2;display:flex;gap:16px;align-items:center;padding:14px 28px;\
        background:var(--bg);border-bottom:1px solid var(--line)}
        h1{margin:0;font-size:18px;font-weight:650}h1 span{color:var(--muted);font-weight:400}
        #filter{flex:0 1 320px;font:inherit;color:var(--fg);background:var(--card);border:1px solid var(--line);\
        border-radius:8px;padding:6px 10px}
        .status{margin-left:auto;color:var(--muted);font-size:12.5px}
        .control{display:flex;gap:6px;align-items:center;color:var(--muted);font-size:12.5px}
        .control select{font:inherit;color:var(--fg);background:var(--card);border:1px solid var(--line);border-radius:6px;\
        padding:3px 6px}
        body.shot .strip img{background:var(--shot) center/cover}
        .cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,620px),1fr));gap:18px;padding:22px 28px;\
        align-items:start}
        .card{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:14px 16px;\
        transition:opacity .2s}
        .card[hidden]{display:none}
        .card h2{margin:0 0 2px;font-size:16px;display:flex;gap:10px;align-items:baseline}
        .card h2 button{font:inherit;font-weight:600;color:inherit;background:none;border:0;padding:0;cursor:pointer}
        .card h2 button:hover{color:var(--accent)}
        .description{margin:0 0 8px;color:var(--muted);font-size:12.5px}
        .metrics{font:12px ui-monospace,SFMono-Regular,Menlo,monospace;color:var(--muted)}
        .strip{margin:8px 0 0}.strip figcaption{font-size:11.5px;color:var(--muted);margin-bottom:3px}
        .strip img{display:block;max-width:100%;height:auto;border-radius:6px}
        .problems code{white-space:nowrap}
        .card.stale .strip img{filter:grayscale(1);opacity:.45}
        .problems{list-style:none;margin:0 0 8px;padding:0;font-size:12.5px}
        .problems li{padding:4px 8px;border-radius:6px;margin-top:4px;background:#71717a1a}
        .problems li.error{background:#dc26261a;color:#dc2626}.problems li.warning{background:#d977061a;color:#b45309}
        .problems code{font:11.5px ui-monospace,SFMono-Regular,Menlo,monospace;margin-right:6px}
        .focus{position:fixed;inset:0;z-index:3;background:var(--bg);display:flex;flex-direction:column}
        .focus[hidden]{display:none}
        .focus-bar{display:flex;flex-wrap:wrap;gap:14px;align-items:center;padding:14px 28px;border-bottom:1px solid var(--line)}
        .focus-bar h2{margin:0 12px 0 0;font-size:17px}
        .focus-bar label{display:flex;gap:6px;align-items:center;color:var(--muted)}
        .focus-bar output{min-width:3ch;font-variant-numeric:tabular-nums;color:var(--fg)}
        .focus-picture{flex:1;display:flex;align-items:center;justify-content:center;overflow:auto}
        .focus-picture img{image-rendering:auto;max-width:100%}
        """

    /// Loads the cards, keeps them current from the event stream (a POST, so the browser sends `Origin`), and
    /// redraws the focused view as its controls move (each change supersedes the last).
    static let script = """
        (function(){
        'use strict';
        var token=document.querySelector('meta[name="popskin-token"]').content;
        var cardsEl=document.getElementById('cards'),statusEl=document.getElementById('status');
        var filterEl=document.getElementById('filter');
        var known={},scale=2;
        function q(path,extra){return path+'?t='+encodeURIComponent(token)+(extra||'');}
        function el(tag,cls,text){var e=document.createElement(tag);if(cls)e.className=cls;\
        if(text!=null)e.textContent=text;return e;}
        function render(card){
        var box=el('article','card'+(card.stale?' stale':''));box.dataset.theme=card.name;
        var h=el('h2');var b=el('button',null,card.name);b.type='button';
        b.addEventListener('click',function(){openFocus(card);});h.appendChild(b);
        if(card.metrics){var m=card.metrics;h.appendChild(el('span','metrics','arrow '+m.arrowBase+'\\u00d7'+m.arrowHeight+\
        ' \\u00b7 insets '+m.insets.join(' ')));}
        box.appendChild(h);
        if(card.description)box.appendChild(el('p','description',card.description));
        if(card.problems.length){var ul=el('ul','problems');card.problems.forEach(function(p){
        var li=el('li',p.severity);li.appendChild(el('code',null,(p.place||p.id)+' '));
        li.appendChild(document.createTextNode('['+p.id+'] '+p.message));ul.appendChild(li);});box.appendChild(ul);}
        card.strips.forEach(function(s){var f=el('figure','strip');f.appendChild(el('figcaption',null,s.appearance));
        var img=el('img');img.alt=card.name+', '+s.appearance;
        img.addEventListener('load',function(){img.style.width=(img.naturalWidth/scale)+'px';});
        img.src=q('/p/'+s.picture);f.appendChild(img);
        box.appendChild(f);});
        applyFilter(box);return box;}
        function applyFilter(box){var f=filterEl.value.trim().toLowerCase();\
        box.hidden=f!==''&&box.dataset.theme.toLowerCase().indexOf(f)<0;}
        function load(changed){return fetch(q('/cards')).then(function(r){return r.json();}).then(function(data){
        var set=data.settings;scale=set.scale;if(!changed)showSettings(set);var names={};data.cards.forEach(function(card,i){names[card.name]=true;
        var old=known[card.name];
        if(!old||!changed||changed.indexOf(card.name)>=0){var fresh=render(card);
        if(old)cardsEl.replaceChild(fresh,old);else cardsEl.appendChild(fresh);known[card.name]=fresh;}});
        Object.keys(known).forEach(function(n){if(!names[n]){cardsEl.removeChild(known[n]);delete known[n];}});
        document.body.dataset.state='ready';document.body.dataset.version=String((+document.body.dataset.version||0)+1);
        });}
        filterEl.addEventListener('input',function(){Object.keys(known).forEach(function(n){applyFilter(known[n]);});});
        function listen(){fetch(q('/events'),{method:'POST'}).then(function(r){
        if(!r.ok)throw new Error(r.status);statusEl.textContent='live';var reader=r.body.getReader();
        var dec=new TextDecoder(),buf='';
        function pump(){return reader.read().then(function(x){if(x.done)throw new Error('closed');
        buf+=dec.decode(x.value,{stream:true});var at;while((at=buf.indexOf('\\n\\n'))>=0){var chunk=buf.slice(0,at);
        buf=buf.slice(at+2);chunk.split('\\n').forEach(function(line){if(line.indexOf('data: ')===0){
        var ev=JSON.parse(line.slice(6));load(ev.changed.concat(ev.removed));}});}return pump();});}
        return pump();}).catch(function(){statusEl.textContent='reconnecting…';setTimeout(listen,1000);});}
        var focused=null,focusSeq=0;
        function openFocus(card){focused=card;document.getElementById('focus-name').textContent=card.name;
        var sel=document.getElementById('focus-appearance');sel.textContent='';
        card.strips.forEach(function(s){var o=el('option',null,s.appearance);sel.appendChild(o);});
        document.getElementById('focus').hidden=false;drawFocus();}
        function drawFocus(){if(!focused)return;var seq=++focusSeq;
        var v=function(id){return document.getElementById(id).value;};
        ['focus-width','focus-height','focus-offset'].forEach(function(id){
        document.getElementById(id).nextElementSibling.textContent=v(id);});
        var extra='&theme='+encodeURIComponent(focused.name)+'&direction='+v('focus-direction')+'&width='+v('focus-width')+
        '&height='+v('focus-height')+'&offset='+v('focus-offset')+'&appearance='+encodeURIComponent(v('focus-appearance'));
        fetch(q('/focus',extra)).then(function(r){return r.ok?r.json():null;}).then(function(d){
        if(d&&seq===focusSeq)document.getElementById('focus-image').src=q('/p/'+d.picture);});}
        ['focus-direction','focus-width','focus-height','focus-offset','focus-appearance'].forEach(function(id){
        document.getElementById(id).addEventListener('input',drawFocus);});
        document.getElementById('focus-close').addEventListener('click',function(){focused=null;
        document.getElementById('focus').hidden=true;});
        function showSettings(set){document.getElementById('scale').value=String(set.scale);
        document.getElementById('size').value=set.width+'x'+set.height;
        document.getElementById('offset').value=String(set.offset);
        var b=document.getElementById('backdrop'),c=document.getElementById('backdrop-color');
        if(set.backdrop==='transparent'){b.value='shot';}else if(/^[0-9a-f]{6}$/.test(set.backdrop)){b.value='color';
        c.value='#'+set.backdrop;c.hidden=false;}else{b.value=set.backdrop;}}
        function post(path,extra){return fetch(q(path,extra),{method:'POST'});}
        var scaleEl=document.getElementById('scale'),backEl=document.getElementById('backdrop');
        var colorEl=document.getElementById('backdrop-color'),shotEl=document.getElementById('backdrop-shot');
        function settings(){var b=backEl.value;colorEl.hidden=b!=='color';shotEl.hidden=b!=='shot';
        document.body.classList.toggle('shot',b==='shot');
        var backdrop=b==='color'?colorEl.value.slice(1):b==='shot'?'transparent':b;
        statusEl.textContent='drawing…';
        var size=document.getElementById('size').value.split('x');
        post('/settings','&scale='+scaleEl.value+'&backdrop='+backdrop+'&width='+size[0]+'&height='+size[1]+
        '&offset='+document.getElementById('offset').value).then(function(){statusEl.textContent='live';});}
        [scaleEl,backEl,colorEl,document.getElementById('size'),document.getElementById('offset')].forEach(function(e){
        e.addEventListener('change',settings);});
        shotEl.addEventListener('change',function(){var file=shotEl.files[0];if(!file)return;
        document.body.style.setProperty('--shot','url("'+URL.createObjectURL(file)+'")');});
        load(null).then(listen);
        })();
        """
}
