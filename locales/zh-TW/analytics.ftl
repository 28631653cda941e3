## pixreport — 繁體中文（台灣）。
## 數字由 ICU4X 格式化（16.7；2,097,152）；月份為「2018年11月」，後面直接接中文。`$unit` 是單位符號（GB/s、IOPS、op/s），
## 前後與中文之間保留半形空格；百分比寫成 `82.9%`（不加空格）。
## `$op` 是 op-subject-* 產生的句子主詞（「寫入效能」），後面直接接中文
## （「寫入效能在 16 個執行緒時…」），因此主詞須以中文字結尾。
## 組態名稱（$current、$baseline、$side）由作者提供，可能以中文或拉丁字母開頭；
## 句子中盡量讓它們出現在句首或全形標點之後，後面接半形空格，避免「與 大型組態」之類的多餘空格。
## 中文沒有複數；`[1]` 只用於「單一執行緒」這類措辭。

analytics-capacity = 容量檢視
analytics-files = 檔案數量檢視
analytics-provenance = { $provenance ->
    [synthetic] 本節的使用量資料為合成資料（{ $source }），僅用於展示分析的樣貌，並不代表受測系統的實際狀態。
    [reconstructed] 本節的使用量資料是依據已發表的內容（{ $source }）重建而成。
   *[measured] 本節的使用量資料來自對檔案系統的掃描（{ $source }）。
}
analytics-intro = 此資料集涵蓋 { $files } 個檔案，總計 { $bytes }，分屬 { $owners } 位使用者。
size-below = < { $upper }
size-between = { $lower } – { $upper }
size-above = ≥ { $lower }
key-no-extension = （無副檔名）
key-other-types = （其他類型）
key-root-fileset = （根目錄）
key-unknown-user = uid { $uid }
analytics-snapshots = 容量隨時間的變化
snapshots-total = 總量
snapshots-new = 新增
obs-snapshots-growth = 自 { $from } 至 { $to }，容量變化 { $bytes }（{ $pct }），檔案數變化 { $files }。
obs-snapshots-growers = 使用者中成長最多的是 { $user }（{ $user_bytes }）；檔案集中則是「{ $fileset }」（{ $fileset_bytes }）。
obs-snapshots-no-growers = 這兩份快照之間，沒有任何使用者或檔案集成長。
obs-snapshots-user-grew = 使用者中成長最多的是 { $user }（{ $user_bytes }）；沒有任何檔案集成長。
obs-snapshots-fileset-grew = 檔案集中成長最多的是「{ $fileset }」（{ $fileset_bytes }）；沒有任何使用者成長。
