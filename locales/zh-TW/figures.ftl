## pixreport — 繁體中文（台灣）。
## 數字由 ICU4X 格式化（16.7；2,097,152）；月份為「2018年11月」，後面直接接中文。`$unit` 是單位符號（GB/s、IOPS、op/s），
## 前後與中文之間保留半形空格；百分比寫成 `82.9%`（不加空格）。
## `$op` 是 op-subject-* 產生的句子主詞（「寫入效能」），後面直接接中文
## （「寫入效能在 16 個執行緒時…」），因此主詞須以中文字結尾。
## 組態名稱（$current、$baseline、$side）由作者提供，可能以中文或拉丁字母開頭；
## 句子中盡量讓它們出現在句首或全形標點之後，後面接半形空格，避免「與 大型組態」之類的多餘空格。
## 中文沒有複數；`[1]` 只用於「單一執行緒」這類措辭。

fig-overlay-title = { $title }（兩種組態）
fig-overlay-desc = 以執行緒數為橫軸的折線圖。實線：{ $current }；虛線：{ $baseline }。
fig-change-title = 「{ $current }」相對於「{ $baseline }」的變化
fig-change-desc = 長條圖，呈現各執行緒數下的相對變化，每項作業一條長條。比較對象：{ $current }；比較基準：{ $baseline }。
axis-change = 變化（%{ $direction ->
    [lower] ，越低越好
   *[higher] {""}
}），基準：{ $baseline }
axis-threads = 執行緒數
axis-threads-across = 執行緒數（{ $scales }）
axis-value = { $unit }
axis-value-log = { $unit }（對數刻度）
fig-limit-for = { $label }（僅適用於{ $ops }）
fig-criterion = 驗收條件 { $bound }（{ $op }）
fig-scaling-desc = 折線圖：{ $ops }（{ $unit }）隨執行緒數（{ $min } 至 { $max }）的變化。
figure-data = 圖表資料
fig-top-owners-bytes = 占用容量前 { $n } 名的使用者
fig-top-owners-files = 檔案數前 { $n } 名的使用者
fig-types-bytes = 占用容量前 { $n } 名的檔案類型
fig-types-files = 檔案數前 { $n } 名的檔案類型
fig-filesets-bytes = 占用容量前 { $n } 名的檔案集
fig-filesets-files = 檔案數前 { $n } 名的檔案集
fig-capacity-history = 依最後修改月份累計的容量變化
fig-size-histogram = 依大小分類的檔案數
axis-user = 使用者
axis-file-type = 檔案類型
axis-fileset = 檔案集
axis-capacity = 容量
axis-files = 檔案數
axis-month = 月份
axis-size-class = 檔案大小
axis-cumulative-share = 占總量的累計比例（%）
axis-iops = 吞吐量（IOPS）
axis-latency = { $pct } 延遲（{ $unit }）
axis-latency-any = 延遲（{ $unit }）
axis-latency-timed = { $pct } 延遲
axis-latency-any-timed = 延遲
fig-latency-title = { $benchmark }：{ $pct } 延遲與吞吐量的關係
fig-latency-desc = 折線圖：{ $pct } 延遲（對數刻度）與 IOPS 吞吐量的關係，每項作業一條線，各點依負載由低至高排列；每條線的拐點以圓圈標示。
fig-knee-label = 拐點：{ $axis } { $value }
fig-bound-label = 上限：{ $pct } ≤ { $bound }
fig-percentiles-title = 各 { $axis } 的延遲百分位數：{ $curve }
fig-percentiles-desc = 折線圖：{ $curve } 在各 { $axis } 下的延遲百分位數（對數刻度），每個百分位數一條線。
fig-heatmap-title = { $op }：IOPS 熱圖（{ $x } × { $y }）
fig-heatmap-desc = IOPS 熱圖（{ $op }）。橫軸：{ $x }；縱軸：{ $y }。IOPS 越高，格子顏色越深；每格標示數值，最佳的格子加框並標上星號。
fig-tree-title = { $benchmark }：目錄樹作業
fig-point = { $op }，{ $threads } 個執行緒：{ $value }
fig-point-spread = { $point }（{ $n } 次重複的平均，從 { $min } 到 { $max }）
figure-csv = 下載這些數字 (CSV)
fig-snapshots-filesets = 各快照的容量：總量與前 { $n } 大的檔案集
fig-snapshots-owners = 各快照的容量：總量與前 { $n } 大的使用者
axis-snapshot = 快照
fig-grid-title = { $benchmark }：{ $op }（{ $x } × { $y }，{ $unit }）
fig-grid-desc = { $op } 的熱圖，單位為 { $unit }。橫軸：{ $x }；縱軸：{ $y }（每一級加倍）。數值越大，格子顏色越深；每格標示數值，最佳的格子加框並標上星號，未量測處以短橫線表示。
fig-run-point = { $line }，{ $run }：{ $value }
fig-bar = { $label }：{ $value }
