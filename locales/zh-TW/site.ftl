## pixreport — 繁體中文（台灣）。
## 數字由 ICU4X 格式化（16.7；2,097,152）；月份為「2018年11月」，後面直接接中文。`$unit` 是單位符號（GB/s、IOPS、op/s），
## 前後與中文之間保留半形空格；百分比寫成 `82.9%`（不加空格）。
## `$op` 是 op-subject-* 產生的句子主詞（「寫入效能」），後面直接接中文
## （「寫入效能在 16 個執行緒時…」），因此主詞須以中文字結尾。
## 組態名稱（$current、$baseline、$side）由作者提供，可能以中文或拉丁字母開頭；
## 句子中盡量讓它們出現在句首或全形標點之後，後面接半形空格，避免「與 大型組態」之類的多餘空格。
## 中文沒有複數；`[1]` 只用於「單一執行緒」這類措辭。

nav-label = 網站導覽
site-intro = 以 pixreport 產生的儲存效能特性分析報告。請選擇報告與語言。
nav-all-reports = 所有報告
nav-reports = 其他報告
site-headline = 「{ $benchmark }」的峰值：{ $peaks }
theme-label = 配色
theme-auto = 依系統設定
theme-light = 淺色
theme-dark = 深色
search-link = 搜尋
search-title = 搜尋報告
search-label = 要搜尋的字詞
search-button = 搜尋
search-found = 含有這些字詞的報告：
search-none = 沒有報告含有這些字詞。
search-unavailable = 此網站副本無法使用搜尋：搜尋索引會在網站發布時加入。
search-noscript = 搜尋在瀏覽器中執行，需要 JavaScript。所有報告都列在索引頁上。
cite-heading = 引用本報告
cite-plain = 純文字
cite-bibtex = BibTeX
site-examples-heading = 在虛擬機上量測的範例
site-examples-intro = 在開發用虛擬機上進行的小型測試，展示原始基準測試記錄如何變成報告。它們量測的是該機器的頁面快取與虛擬磁碟，而非儲存產品，因此與上方的效能特性分析分開列出。
skip-link = 跳至主要內容
cite-files = 引用檔案
cite-cff-message = 引用本報告時，請依下列資訊註明出處。
serve-failed = pixreport serve：建置失敗；下方仍是上次成功建置的頁面。
