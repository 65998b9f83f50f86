-- Neovim's own LSP client on `popskin lsp`, for Scripts/check-lsp-neovim.sh. Run as the only configuration
-- (`nvim --clean -u Scripts/lsp-neovim.lua themes/mb-green.yaml`) from a project folder, with:
--   POPSKIN_BIN        the popskin to start (`POPSKIN_BIN lsp`)
--   POPSKIN_NVIM_MODE  "check" (headless): a hover on `extends: mb-red`, a misspelt key typed into the buffer and its
--                      diagnostic; prints what failed and exits 1, or exits 0.
--                      "screen" (in a terminal): the same edit, then a hover float on `insets:`, left open for
--                      Scripts/check-lsp-neovim-screen.py to read off the screen.
-- Works on Debian's Neovim 0.7 (vim.lsp.start_client) and on 0.8 and later (vim.lsp.start).

local popskin = vim.env.POPSKIN_BIN
local screen = vim.env.POPSKIN_NVIM_MODE == "screen"
local problems = {}
local exited = false

local function fail(what)
  table.insert(problems, what)
end

-- The client as docs/editors.md sets it up; the project is the folder nvim was started in.
local function start(buf)
  local config = {
    name = "popskin",
    cmd = { popskin, "lsp" },
    root_dir = vim.fn.getcwd(),
    on_exit = function() exited = true end,
  }
  if vim.lsp.start then
    return vim.lsp.start(config) -- 0.8 and later: attaches the current buffer
  end
  local id = vim.lsp.start_client(config)
  if id then vim.lsp.buf_attach_client(buf, id) end
  return id
end

-- The 0-based line and byte column of `pattern`'s capture in the buffer (the file may gain comments: no fixed places).
local function find(buf, pattern)
  for row, line in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do
    local start, _, capture = line:find(pattern)
    if start then return row - 1, (capture or start) - 1 end
  end
  error("no line matches " .. pattern)
end

local function hover_text(buf, id, row, column)
  local params = { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = row, character = column } }
  local results, err = vim.lsp.buf_request_sync(buf, "textDocument/hover", params, 10000)
  if not results or not results[id] then
    return nil, "no answer in 10 s (" .. tostring(err) .. ")"
  end
  if results[id].err then return nil, "error " .. vim.inspect(results[id].err) end
  local result = results[id].result
  if not result then return nil, "the server answered null" end
  local contents = result.contents
  return type(contents) == "table" and (contents.value or vim.inspect(contents)) or tostring(contents)
end

-- A user's typo: `corner-radios` where `corner-radius` is meant, typed under `background:` (nvim sends didChange).
local function misspell(buf)
  local row = find(buf, "^background:")
  vim.api.nvim_buf_set_lines(buf, row + 1, row + 1, false, { "  corner-radios: 8" })
  local ok = vim.wait(10000, function() return #vim.diagnostic.get(buf) > 0 or exited end, 50)
  return ok and not exited, row + 1
end

local function check(buf, id)
  local row, column = find(buf, "^extends:%s*()mb%-red")
  local text, why = hover_text(buf, id, row, column)
  -- The chain proves the server resolved the inheritance: seed-base is named nowhere in this file.
  local chain = "chain: mb-green → mb-red → seed-base"
  if not text then
    fail(string.format("hover on 'extends: mb-red' (line %d, character %d): %s", row + 1, column, why))
  elseif not text:find(chain, 1, true) then
    fail(string.format("hover on 'extends: mb-red' does not say %q: %q", chain, text))
  end

  local seen, line = misspell(buf)
  local diagnostics = vim.diagnostic.get(buf)
  local d = diagnostics[1]
  if not seen then
    fail("no diagnostic within 10 s of typing 'corner-radios'" .. (exited and " (the server exited)" or ""))
  elseif #diagnostics ~= 1 or d.code ~= "UNKNOWN-KEY" or d.lnum ~= line or d.col ~= 2 or d.end_col ~= 15
      or d.severity ~= vim.diagnostic.severity.ERROR
      or not d.message:find("unknown key 'corner-radios' in 'background' (did you mean 'corner-radius'?)", 1, true) then
    fail(string.format("wanted one UNKNOWN-KEY error at line %d, characters 2–15; got %s", line + 1,
      vim.inspect(diagnostics)))
  end

  if #problems > 0 then
    io.stdout:write(table.concat(vim.tbl_map(function(p) return "lsp-neovim check: " .. p .. "\n" end, problems)))
    vim.cmd("cquit 1")
  end
  local v = vim.version()
  io.stdout:write(string.format("lsp-neovim check: Neovim %d.%d.%d, hover on 'extends: mb-red' gives the chain, "
    .. "%s %s at %d:%d\n", v.major, v.minor, v.patch, d.code, vim.inspect(d.message), d.lnum + 1, d.col + 1))
  vim.cmd("qall!")
end

-- A dark scheme that reads well in a screenshot (Neovim 0.7's default one gives floats a pink background).
local function colours()
  vim.o.termguicolors = true
  vim.o.background = "dark"
  local palette = {
    Normal = { fg = "#c8d0e0", bg = "#1b1f27" },
    -- A border line is drawn through the middle of its cells: a float of another colour would stick out past it.
    NormalFloat = { fg = "#d8dee9", bg = "#1b1f27" },
    FloatBorder = { fg = "#5f7396", bg = "#1b1f27" },
    LineNr = { fg = "#4b5468" },
    CursorLineNr = { fg = "#e5c07b", bold = true },
    CursorLine = { bg = "#222733" },
    SignColumn = { bg = "#1b1f27" },
    EndOfBuffer = { fg = "#2a303c" },
    StatusLine = { fg = "#c8d0e0", bg = "#2f3645" },
    StatusLineNC = { fg = "#7a8499", bg = "#232833" },
    Comment = { fg = "#6b768c", italic = true },
    Identifier = { fg = "#7fb4e6" },
    Statement = { fg = "#7fb4e6" },
    Type = { fg = "#c792ea" },
    Constant = { fg = "#e0a36a" },
    Number = { fg = "#e0a36a" },
    String = { fg = "#a3cf8a" },
    Special = { fg = "#6cc4c4" },
    Delimiter = { fg = "#8b95a8" },
    PreProc = { fg = "#c792ea" },
    DiagnosticError = { fg = "#f07178" },
    DiagnosticVirtualTextError = { fg = "#f07178", bg = "#3a2329" },
    DiagnosticSignError = { fg = "#f07178", bg = "#1b1f27", bold = true },
    DiagnosticUnderlineError = { undercurl = true, sp = "#f07178" },
  }
  for group, spec in pairs(palette) do vim.api.nvim_set_hl(0, group, spec) end
end

function PopskinStatus()
  local errors = #vim.diagnostic.get(0, { severity = vim.diagnostic.severity.ERROR })
  return errors == 1 and "1 error" or errors .. " errors"
end

-- Both the typo's diagnostic and the hover on the file's last key, which overrides mb-red's value (the float opens
-- below the cursor: on the last line it hides none of the file).
local function show(buf)
  vim.wo.number = true
  vim.wo.cursorline = true
  vim.wo.signcolumn = "yes"
  vim.o.laststatus = 2
  vim.o.showmode = false
  vim.o.ruler = false
  vim.o.statusline = " %f %m%=popskin lsp · %{v:lua.PopskinStatus()}    %l:%c "
  vim.diagnostic.config({ virtual_text = true }) -- off by default from Neovim 0.11
  if not misspell(buf) then return end
  local row = find(buf, "^  insets:")
  vim.api.nvim_win_set_cursor(0, { row + 1, 2 })
  if vim.fn.has("nvim-0.11") == 1 then
    vim.lsp.buf.hover({ border = "rounded" })
  else
    vim.lsp.handlers["textDocument/hover"] = vim.lsp.with(vim.lsp.handlers.hover, { border = "rounded" })
    vim.lsp.buf.hover()
  end
end

local function run()
  if screen then colours() end
  local buf = vim.api.nvim_get_current_buf()
  local id = popskin and start(buf)
  local ready = id and vim.wait(20000, function()
    local client = vim.lsp.get_client_by_id(id)
    return exited or (client ~= nil and client.initialized == true)
  end, 50)
  if not ready or exited then
    local why = exited and "it exited" or "no answer to initialize within 20 s"
    io.stdout:write("lsp-neovim check: the client did not start `" .. tostring(popskin) .. " lsp`: " .. why .. "\n")
    vim.cmd("cquit 1")
  end
  if screen then show(buf) else check(buf, id) end
end

vim.api.nvim_create_autocmd("VimEnter", {
  callback = function()
    -- Headless, an error would leave Neovim waiting for input until the timeout: say it and exit instead. On a
    -- screen, Neovim shows it, and the screen check prints the screen.
    local ok, err = pcall(run)
    if not ok and not screen then
      io.stdout:write("lsp-neovim check: " .. tostring(err) .. "\n")
      vim.cmd("cquit 2")
    elseif not ok then
      error(err)
    end
  end,
})
