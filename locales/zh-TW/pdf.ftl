## pixreport — 繁體中文（台灣）。
## 數字由 ICU4X 格式化（16.7；2,097,152）；月份為「2018年11月」，後面直接接中文。`$unit` 是單位符號（GB/s、IOPS、op/s），
## 前後與中文之間保留半形空格；百分比寫成 `82.9%`（不加空格）。
## `$op` 是 op-subject-* 產生的句子主詞（「寫入效能」），後面直接接中文
## （「寫入效能在 16 個執行緒時…」），因此主詞須以中文字結尾。
## 組態名稱（$current、$baseline、$side）由作者提供，可能以中文或拉丁字母開頭；
## 句子中盡量讓它們出現在句首或全形標點之後，後面接半形空格，避免「與 大型組態」之類的多餘空格。
## 中文沒有複數；`[1]` 只用於「單一執行緒」這類措辭。

pdf-link = 白皮書（PDF）
pdf-references = 參考資料
pdf-web-page = 本文件網頁版：{ $url }
pdf-data = 文中每個數字及其所依據的輸入資料（JSON）：{ $url }
pdf-latency-table = 各量測點的吞吐量與延遲
pdf-colophon = 版本說明
pdf-colophon-text = 本文件由 pixreport { $version } 以 Typst 依下列輸入檔排版而成；每個檔案皆以其 SHA-256 摘要識別，讀者可據以核對每張圖表確實出自這些資料。
pdf-inputs = 輸入檔案
pdf-col-file = 檔案
pdf-col-sha256 = SHA-256
