## pixreport — 繁體中文（台灣）。
## 數字由 ICU4X 格式化（16.7；2,097,152）；月份為「2018年11月」，後面直接接中文。`$unit` 是單位符號（GB/s、IOPS、op/s），
## 前後與中文之間保留半形空格；百分比寫成 `82.9%`（不加空格）。
## `$op` 是 op-subject-* 產生的句子主詞（「寫入效能」），後面直接接中文
## （「寫入效能在 16 個執行緒時…」），因此主詞須以中文字結尾。
## 組態名稱（$current、$baseline、$side）由作者提供，可能以中文或拉丁字母開頭；
## 句子中盡量讓它們出現在句首或全形標點之後，後面接半形空格，避免「與 大型組態」之類的多餘空格。
## 中文沒有複數；`[1]` 只用於「單一執行緒」這類措辭。

verdict-regressed = 退步
verdict-mixed = 有進有退
verdict-improved = 進步
verdict-unchanged = 無變化
verdict-inconclusive = 無法判定
verdict-not-comparable = 無法比較
diff-baseline = 基準
diff-current = 本次執行
diff-col-verdict = 判定
diff-title = { $report }：本次執行與基準的比較
diff-intro = 基準：{ $baseline }。本次執行：{ $current }。整體判定：{ $verdict ->
    [regressed] 至少有一個資料序列退步。
    [improved] 部分資料序列進步，且沒有任何資料序列退步。
    [mixed] 部分資料序列進步，部分資料序列退步。
    [unchanged] 沒有任何資料序列的變化超出雜訊與容許範圍。
    [inconclusive] 無法判定：每個資料點只有一個數值，也沒有雜訊估計（請重複迭代、宣告 noise_cv 或提供歷次執行紀錄）。
   *[other] 沒有可以比較的項目。
}
diff-missing = 本次執行缺少：{ $list }。{ $count ->
    [one] 基準中有此項量測
   *[other] 基準中有這些量測
}；除非指定 --allow-missing，缺少的序列會使檢查失敗。
diff-summary-missing = **本次執行缺少：**{ $list }
diff-only-benchmarks = { $side ->
    [baseline] 僅存在於基準、未納入比較：{ $list }。
   *[current] 僅存在於本次執行、未納入比較：{ $list }。
}
diff-series-verdict = { $verdict ->
    [regressed] { $op }在 { $count } 種執行緒數下退步。
    [improved] { $op }在 { $count } 種執行緒數下進步。
    [mixed] { $op }有進有退：共有 { $count } 種執行緒數出現變化。
    [unchanged] { $op }沒有變化。
    [inconclusive] { $op }：沒有雜訊估計，無法判定。
   *[other] { $op }無法比較。
}
diff-peak-changed = 峰值從 { $baseline } 變為 { $current } { $unit }（{ $change }%）。
diff-peak-moved = 峰值出現的位置從 { $from } 個執行緒移至 { $to } 個執行緒。
diff-sustained-changed = 持續效能從 { $baseline } 變為 { $current } { $unit }（{ $change }%）。
diff-scaling-worse = 高執行緒數下的擴展性變差：從 { $from } 個執行緒起，平均變化為 { $high }%，較低執行緒數則為 { $low }%。
diff-only-threads = { $side ->
    [baseline] 僅存在於基準：{ $list } 個執行緒。
   *[current] 僅存在於本次執行：{ $list } 個執行緒。
}
diff-col-interval = 95% 信賴區間
diff-col-p = p 值（Holm）
diff-col-n = n
diff-interval = { $low }% … { $high }%
diff-p-below = < { $value }
diff-axis-run = 執行
diff-axis-trend = 數值（{ $unit }）
diff-fig-trend-title = { $at ->
    [threads] { $op } 在 { $threads } 個執行緒時的歷次執行數值，{ $benchmark }
   *[peak] { $op }：歷次執行的峰值，{ $benchmark }
}
diff-change-point = { $op }：自執行 { $run } 起出現持續性變化，由 { $before } 變為 { $after } { $unit }（{ $change }%），{ $verdict ->
    [regressed] 屬於退步。
   *[other] 屬於改善。
}
diff-method = 每個資料點都在對數尺度上以 Student t 檢定比較。雜訊取自各次迭代（在整個序列中合併估計）、宣告的執行間雜訊（noise_cv）或歷次執行紀錄；p 值以 Holm 方法在整次比較中校正（α = { $alpha }），只有顯著且超出容許範圍（{ $threshold }%，除非該基準測試另有設定）的變化才算數。只有單一數值且無雜訊估計的資料點視為無法判定，絕不算作退步。在沒有實際變化的模擬中，被判為退步的比較至多占 { $false_alarms }%。
diff-summary-item = `{ $benchmark }` { $op }，{ $threads } 個執行緒：{ $baseline } → { $current } { $unit }（{ $change }%）
diff-summary-counts = 判定：**{ $verdict ->
    [regressed] 退步
    [improved] 進步
    [mixed] 有進有退
    [unchanged] 無變化
    [inconclusive] 無法判定（沒有雜訊估計）
   *[other] 無法比較
}**；{ $regressed } 個資料點退步，{ $improved } 個資料點進步。
diff-summary-regressions = 退步最多
diff-summary-improvements = 進步最多
diff-summary-more = …另有 { $count } 項。
diff-fig-change-title = 本次執行相對於基準的變化
diff-axis-change = 相對於基準的變化（%）
diff-fig-change-desc = 長條圖：各執行緒數下本次執行相對於基準的變化，每項作業一條長條。
diff-best-changed = 最佳值從 { $baseline } 變為 { $current } { $unit }（{ $change }%）。
diff-best-moved = 最佳值出現的位置從 { $from } 個執行緒移至 { $to } 個執行緒。
diff-fig-trend-title-best = { $op }：歷次執行的最佳值，{ $benchmark }
diff-usage-heading = 檔案系統使用量
diff-usage-title = { $name }：檔案系統使用量與基準的比較
diff-usage-intro = 基準：{ $baseline }。本次資料：{ $current }。此次只比較檔案系統使用量，因此不作判定。
diff-usage-totals = 從基準到本次資料，容量變化 { $bytes }（{ $pct }），檔案數變化 { $files }（{ $files_pct }）。
diff-usage-taken = 基準資料的擷取日期為 { $from }，本次資料為 { $to }。
diff-usage-filesystem = 檔案系統：{ $name }。
diff-usage-baseline-newer = 基準資料比本次資料還新：兩邊的順序可能顛倒了。
diff-usage-gone = 已消失
diff-usage-table-owners = 從基準到本次資料，各使用者的變化
diff-usage-table-filesets = 從基準到本次資料，各檔案集的變化
diff-usage-line = { $axis } { $key }：容量 { $bytes }（{ $bytes_pct }），檔案數 { $files }（{ $files_pct }）
diff-usage-note = 使用量的變化只列出、不評判：不會改變判定結果，也不會讓 --fail-on-regression 回傳結束狀態 2。
diff-usage-method = 使用者與檔案集依名稱配對；只出現在其中一邊者標示為新增或已消失。變化以位元組與檔案數計算，百分比相對於基準計算（新增的使用者或檔案集沒有百分比）。
diff-usage-unchanged = 兩邊的檔案系統使用量完全相同：總量、使用者與檔案集都沒有變化。
