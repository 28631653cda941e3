## pixreport — Tiếng Việt.
## Số được ICU4X định dạng (16,7; 2.097.152). `$unit` là ký hiệu đơn vị
## (GB/s, IOPS, op/s); phần trăm viết liền: `82,9%`.
## `$op` là chủ ngữ do op-subject-* tạo ra («Hiệu năng ghi»), đứng đầu câu:
## «Hiệu năng ghi đạt đỉnh 16,7 GB/s ở 16 luồng…».
## Tiếng Việt không có số nhiều ngữ pháp; `[1]` chỉ dùng khi giá trị 1 cần
## cách diễn đạt riêng («một luồng duy nhất»).

# Latency sweeps (issue 17)
sweep-axis-iodepth = iodepth
sweep-axis-threads = số luồng
sweep-axis-block-size = kích thước khối
sweep-axis-file-size = kích thước tệp
sweep-op-at = { $op }, { $at }
sweep-at = { $axis ->
    [threads] { $n ->
       *[other] { $value } luồng
    }
   *[other] { $name } { $value }
}
latency-intro = Mỗi lần chạy cũng ghi lại thời gian hoàn tất các thao tác. Các hình dưới đây đặt độ trễ { $pct } cạnh thông lượng đạt được ở mỗi mức { $axis }, và cho thấy các phân vị giãn ra thế nào khi tải tăng.
latency-knee = { $curve }: điểm gãy nằm ở { $axis } { $load }. Cho đến mức đó, { $pct } giữ ở { $lat } với { $iops } IOPS; tại { $axis } { $next_load }, { $pct } vọt lên { $next_lat } { $stall ->
    [yes] trong khi thông lượng chỉ đạt { $next_iops } IOPS, nên phần tải thêm chỉ nằm chờ trong hàng đợi.
   *[no] trong khi thông lượng tăng { $growth }%, lên { $next_iops } IOPS: độ trễ tăng nhanh hơn gấp đôi so với thông lượng.
}
latency-no-knee = { $curve }: không có điểm gãy trong khoảng đo; { $pct } dao động giữa { $lo } và { $hi } mà không tăng nhanh hơn thông lượng.
latency-bound-met = { $curve }: thông lượng cao nhất mà { $pct } không vượt quá { $bound } là { $iops } IOPS, tại { $axis } { $load }.
latency-bound-never = { $curve }: không mức tải nào đã đo giữ được { $pct } trong ngưỡng { $bound }; ngay cả mức tải nhẹ nhất cũng lên tới { $lat }.
latency-best = { $curve }: độ trễ { $pct } tốt nhất, { $lat }, đo được tại { $axis } { $load }.
latency-heatmap-best = { $op } đạt IOPS cao nhất, { $iops }, tại { $x_at } với { $y_at }{ $others ->
    [0] {" "}(ô gắn dấu sao).
    [1] ; một ô khác chênh lệch không quá { $tie }% so với giá trị này, sát nhau đến mức không thể chọn ra một ô duy nhất (cả hai đều gắn dấu sao).
   *[other] ; { $others } ô khác chênh lệch không quá { $tie }% so với giá trị này, sát nhau đến mức không thể chọn ra một ô duy nhất (tất cả đều gắn dấu sao).
}
sweep-subject-iodepth = { $op } ở độ sâu hàng đợi { $value }
sweep-subject-at = { $op } ({ $axis } { $value })
latency-one-load = { $curve }: chỉ đo ở một mức tải, { $pct } là { $lo }; cần ít nhất hai mức tải mới xác định được điểm gãy.
# Lưới trên hai tham số quét (chế độ tự động của IOzone) và độ trễ chỉ có trung bình
sweep-axis-record-size = kích thước bản ghi
grid-intro = { $tool } đã đo mỗi thao tác tại mọi tổ hợp { $x } và { $y } được giao, nên mỗi thao tác có một bản đồ nhiệt thay vì một đường cong: mỗi tổ hợp một ô kèm giá trị, ô tốt nhất được đóng khung và gắn dấu sao. Tổ hợp mà công cụ bỏ qua để trống, không tính là không.
grid-best = { $op }: ô tốt nhất là { $value }, tại { $x_at } với { $y_at }{ $others ->
    [0] .
    [1] ; một ô khác chênh lệch không quá { $tie }% so với giá trị này, sát nhau đến mức không thể chọn ra một ô duy nhất (cả hai đều gắn dấu sao).
   *[other] ; { $others } ô khác chênh lệch không quá { $tie }% so với giá trị này, sát nhau đến mức không thể chọn ra một ô duy nhất (tất cả đều gắn dấu sao).
}
latency-stat-mean = trung bình
latency-intro-mean = Mỗi lần chạy cũng ghi lại thời gian trung bình để hoàn tất các thao tác; công cụ không cho phân vị, nên hình dưới đây đặt độ trễ trung bình cạnh thông lượng đạt được ở mỗi mức { $axis }, và các câu chỉ nói về giá trị trung bình.
# fio's latencies and caveats (issue 42)
latency-kind = { $kind ->
    [clat] Độ trễ ở đây là độ trễ hoàn tất của fio (clat): thời gian từ khi gửi một thao tác I/O đến khi nó hoàn tất, không tính chính bước gửi (slat). Đây là các phân vị fio in ra theo mặc định; độ trễ tổng trung bình (lat = slat + clat) và độ trễ gửi trung bình, khi fio có ghi lại, nằm trong dữ liệu của hình.
   *[lat] Độ trễ ở đây là độ trễ tổng của fio (lat): bước gửi (slat) cộng bước hoàn tất (clat); fio chỉ in các phân vị của độ trễ này khi đặt lat_percentiles=1.
}
col-mean-of = { $kind } trung bình
caveat-label = Lưu ý:
fio-caveat-buffered = { $direct ->
    [unknown] Đầu ra định dạng normal của fio không cho biết tác vụ này có dùng I/O trực tiếp hay không. Nếu không chạy với direct=1, I/O của tác vụ đã đi qua bộ nhớ đệm trang (mặc định của fio, direct=0), nên thông lượng và độ trễ chủ yếu là của bộ nhớ đệm trang, không phải của thiết bị lưu trữ.
   *[other] Tác vụ này chạy ở chế độ có bộ đệm (direct=0, mặc định của fio): I/O của nó đi qua bộ nhớ đệm trang, nên thông lượng và độ trễ chủ yếu là của bộ nhớ đệm trang, không phải của thiết bị lưu trữ. Một ioengine bất đồng bộ thậm chí có thể hoàn tất thao tác đọc có bộ đệm ngay trong lúc gửi, khiến độ trễ hoàn tất (clat) thấp hơn nhiều so với độ trễ tổng (lat). Hãy dùng direct=1 để đo chính thiết bị.
}
fig-latency-point = { $curve }, { $axis } { $value }: { $iops } IOPS, { $pct } { $lat }
fig-percentile-point = { $pct }, { $axis } { $value }: { $lat }
fig-cell = { $y_at }, { $x_at }: { $value }
