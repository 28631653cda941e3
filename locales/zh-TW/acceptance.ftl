## 驗收條件（report.toml `[[acceptance]]`）與方法注意事項（`[checks]`）。

section-acceptance = 驗收與方法
acceptance-intro = 每項條件都從量測到的資料序列讀取：在峰值、在持續水準，或在某個執行緒數範圍內最接近不合格的那一點。裕度是數值位於門檻合格一側的距離（負值：位於不合格一側）；有容許誤差時，數值未達門檻的幅度只要不超過容許誤差，仍算合格。「在雜訊範圍內」表示裕度不大於該數值各次迭代的離散程度或基準測試宣告的雜訊。
table-acceptance = 驗收條件
col-criterion = 條件
col-bound = 門檻
col-measured = 量測值
col-margin = 裕度
col-status = 結果
col-source = 來源
acceptance-load-peak = { $benchmark }——{ $op }的峰值
acceptance-load-sustained = { $benchmark }——{ $op }的持續水準
acceptance-load-threads = { $benchmark }——{ $first } 個執行緒時的{ $op }
acceptance-load-range = { $benchmark }——{ $first } 到 { $last } 個執行緒之間的{ $op }
acceptance-bound = { $kind ->
    [min] ≥ { $value }
   *[max] ≤ { $value }
}
acceptance-bound-tolerance = { $bound }（容許誤差 { $tolerance }%）
acceptance-measured = { $threads } 個執行緒時為 { $value }
acceptance-margin = { $sign ->
    [minus] −{ $value }（{ $percent }）
   *[plus] +{ $value }（{ $percent }）
}
acceptance-status = { $status ->
    [pass] 合格
   *[fail] 不合格
}{ $tolerance ->
    [yes] ，在容許誤差內
   *[no] { "" }
}{ $noise ->
    [yes] ，與門檻的差距在雜訊範圍內（±{ $spread }）
   *[no] { "" }
}
acceptance-no-benchmark = 未量測：此次執行沒有這項基準測試
acceptance-no-operation = 未量測：此基準測試沒有這項作業的資料
acceptance-not-tested = 未量測：測試的執行緒數範圍為 { $first } 到 { $last }
acceptance-other-unit = 未量測：此基準測試的單位是 { $unit }
caveat-box-title = 方法注意事項
caveat-none = 沒有適用的方法檢查：報告未提供檔案大小與用戶端記憶體，也未提供可檢查的工具選項。
caveat-cache-flagged = { $benchmark }——在 { $threads } 個執行緒時，資料集（{ $data }）小於所用 { $clients } 個用戶端{ $pagepool ->
    [yes] 頁面集區
   *[no] 記憶體
}（{ $cache }）的 { $factor } 倍：讀取可能直接由快取提供，寫入也可能被快取吸收。
caveat-cache-ok = { $benchmark }——已檢查快取；在每個執行緒數下，資料集都至少是所用用戶端{ $pagepool ->
    [yes] 頁面集區
   *[no] 記憶體
}的 { $factor } 倍（最接近門檻的情況：{ $threads } 個執行緒時 { $data } 對 { $cache }）。
caveat-fio-buffered = { $benchmark }——fio 以緩衝 I/O（direct=0）執行：讀取與寫入可能直接由頁面快取處理。
caveat-ior-read-back = { $benchmark }——IOR 在同一次執行中讀回每個工作（task）寫入的資料，既未重新排序工作（-C），也未使用 O_DIRECT：讀取可能來自頁面快取。
caveat-rule-cache = 快取
caveat-rule-buffered-io = 緩衝 I/O
caveat-duration = { $benchmark }——{ $how ->
    [log] 最短的一次執行只持續 { $secs } 秒（依 fio 記錄）
    [stonewall] IOR 的每個階段在 { $secs } 秒後即停止（-D）
   *[estimate] 在 { $threads } 個執行緒時，該階段以 { $rate } 傳輸 { $data }，未設 stonewall，只需約 { $secs } 秒
}，短於取得穩定速率所需的 { $min } 秒：啟動階段與快取都會影響這些數值。
caveat-repetition = { $benchmark }——{ $command ->
    [yes] 命令只執行一次迭代（-i 1）
   *[no] 記錄中每個資料點只有一次執行
}：無從得知數值的離散程度，兩點之間的差異可能只是雜訊。
caveat-load-not-tested = { $benchmark }——{ $op }：此條件讀取 { $range } 個執行緒的數值，但測試只涵蓋 { $first } 到 { $last } 個執行緒。
caveat-peak-at-end = { $benchmark }——{ $op }：此條件讀取峰值，而峰值正出現在本次測試的最大執行緒數（{ $last }）；真正的峰值可能還在測試範圍之外。
caveat-few-threads = { $benchmark }——測試最多只到 { $last } 個執行緒，少於 { $clients } 個用戶端節點：並非每個用戶端都承受了負載。
caveat-transfer-ok = { $benchmark }——已檢查傳輸大小：{ $transfer } 是檔案系統區塊大小（{ $block }）的整數倍。
caveat-transfer-flagged = { $benchmark }——傳輸大小（{ $transfer }）{ $below ->
    [yes] 小於檔案系統區塊大小（{ $block }）
   *[no] 不是檔案系統區塊大小（{ $block }）的整數倍
}：請求會涉及不完整的區塊，因而產生讀取-修改-寫入（read-modify-write）的額外開銷。
caveat-rule-duration = 持續時間
caveat-rule-repetition = 重複次數
caveat-rule-coverage = 涵蓋範圍
caveat-rule-configuration = 測試設定
caveat-accepted = 已關閉「{ $rule }」檢查：{ $reason }
diff-acceptance-changed = 驗收結果改變：{ $criterion } { $bound }：{ $from } → { $to }
