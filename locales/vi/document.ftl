## pixreport — Tiếng Việt.
## Số được ICU4X định dạng (16,7; 2.097.152). `$unit` là ký hiệu đơn vị
## (GB/s, IOPS, op/s); phần trăm viết liền: `82,9%`.
## `$op` là chủ ngữ do op-subject-* tạo ra («Hiệu năng ghi»), đứng đầu câu:
## «Hiệu năng ghi đạt đỉnh 16,7 GB/s ở 16 luồng…».
## Tiếng Việt không có số nhiều ngữ pháp; `[1]` chỉ dùng khi giá trị 1 cần
## cách diễn đạt riêng («một luồng duy nhất»).

value-with-unit = { $value } { $unit }
percent-signed = { $value }%
percent-of = { $pct }%
number-compact = { $scale ->
    [million-one] { $value } triệu
    [billion-one] { $value } tỉ
    [million] { $value } triệu
    [billion] { $value } tỉ
    [wan] { $value } × 10⁴
    [yi] { $value } × 10⁸
   *[none] { $value }
}
caption-table = Bảng { $n }. { $title }
caption-figure = Hình { $n }. { $title }
op-write = Ghi
op-read = Đọc
op-create = Tạo
op-stat = Stat
op-remove = Xóa
op-rewrite = Ghi lại
op-reread = Đọc lại
op-random-read = Đọc ngẫu nhiên
op-random-write = Ghi ngẫu nhiên
op-tree-create = Tạo cây thư mục
op-tree-remove = Xóa cây thư mục
op-subject-write = Hiệu năng ghi
op-subject-read = Hiệu năng đọc
op-subject-create = Hiệu năng tạo tệp
op-subject-stat = Hiệu năng stat
op-subject-remove = Hiệu năng xóa tệp
op-subject-rewrite = Hiệu năng ghi lại
op-subject-reread = Hiệu năng đọc lại
op-subject-random-read = Hiệu năng đọc ngẫu nhiên
op-subject-random-write = Hiệu năng ghi ngẫu nhiên
op-subject-other = Hiệu năng của thao tác “{ $name }”
op-subject-tree-create = Hiệu năng tạo cây thư mục
op-subject-tree-remove = Hiệu năng xóa cây thư mục
doc-contents = Mục lục
doc-byline = { $has_date ->
    [yes] { $has_authors ->
        [yes] { $date } · { $authors }
       *[no] { $date }
    }
   *[no] { $authors }
}
doc-footer = Tài liệu do pixreport tạo cho “{ $site }”. Mọi con số trong tài liệu này, cùng dữ liệu đầu vào tạo ra chúng, đều có trong { $file }.
provenance-reconstructed-title = Dữ liệu dựng lại.
provenance-reconstructed = Kết quả trong báo cáo này được dựng lại từ một văn bản đã công bố ({ $source }). Mọi số liệu mà văn bản đó nêu (giá trị đỉnh, vùng ổn định, mức sụt giảm) đều được giữ nguyên, nhưng các điểm nằm giữa là ước tính của chúng tôi, không phải số đo.
provenance-synthetic-title = Dữ liệu giả lập.
provenance-synthetic = Kết quả trong báo cáo này là dữ liệu giả lập để minh họa công cụ ({ $source }) và không mô tả bất kỳ hệ thống thực nào.
provenance-measured-title = Dữ liệu đo thực tế.
draft-title = Bản nháp.
draft-placeholders = Báo cáo này vẫn còn văn bản giữ chỗ do pixreport new tạo ra ({ $places }). Hãy chỉnh sửa các chỗ này trước khi công bố báo cáo.
section-introduction = Giới thiệu
section-architecture = Kiến trúc giải pháp
section-components = Thành phần của giải pháp
section-performance = Đánh giá hiệu năng
section-conclusions = Kết luận
section-future = Hướng phát triển tiếp theo
section-summary = Hiệu năng đỉnh và hiệu năng duy trì
section-method = Cách tính các số liệu
section-scale-out = Mở rộng quy mô
performance-intro = Giải pháp được đánh giá bằng các bài đo hiệu năng sau:
table-components = Thành phần của giải pháp
table-testbed = Hệ thống máy khách dùng để thử nghiệm
table-filesystem = Thiết lập hệ thống tệp
table-summary = Hiệu năng đỉnh và hiệu năng duy trì
table-summary-tool = Hiệu năng đỉnh và hiệu năng duy trì ({ $tool })
table-file-sizes = Kích thước tệp mỗi luồng trong “{ $benchmark }”
table-distribution = Phân bố tệp theo thư mục trong “{ $benchmark }”
table-comparison = { $title } ({ $unit }; mức thay đổi tính bằng %)
table-scale-out = Hiệu năng ngoại suy theo số đơn vị ({ $unit_name }; ngoại suy tuyến tính, không phải số đo)
col-role = Vai trò
col-model = Mẫu máy
col-count = Số lượng
col-details = Chi tiết
col-item = Hạng mục
col-value = Giá trị
col-threads = Số luồng
col-spread = { $op }: khoảng giá trị các lần lặp
data-spread = { $min } – { $max } (n = { $n })
col-file-size = Kích thước tệp mỗi luồng
col-dirs-per-thread = Số thư mục mỗi luồng
col-files-per-dir = Số tệp mỗi thư mục
col-total-files = Tổng số tệp
col-benchmark = Bài đo
col-operation = Thao tác
col-peak = Đỉnh
col-peak-threads = Số luồng tại đỉnh
col-measure = Chỉ số
col-sustained = Duy trì
col-change = thay đổi
col-units = { $unit_name }
col-report = Báo cáo
col-date = Ngày
col-languages = Ngôn ngữ
testbed-client_nodes = Nút máy khách
testbed-client_model = Mẫu nút máy khách
testbed-processors = Bộ xử lý mỗi nút
testbed-cores_per_node = Số lõi mỗi nút
testbed-memory = Bộ nhớ mỗi nút
testbed-memory_per_node = Bộ nhớ mỗi nút (tổng)
testbed-bios = BIOS
testbed-os = Hệ điều hành
testbed-kernel = Nhân (kernel)
testbed-filesystem_client = Phần mềm khách hệ thống tệp
testbed-network = Mạng kết nối
testbed-mpi = MPI
testbed-ofed = OFED
fs-name = Hệ thống tệp
fs-block_size = Kích thước khối
fs-subblocks_per_block = Số khối con mỗi khối
fs-subblock_size = Kích thước khối con
fs-pagepool = pagepool
fs-pagepool_clients = pagepool (máy khách)
fs-pagepool_servers = pagepool (máy chủ)
fs-allocation = Cách cấp phát khối
fs-inode_size = Kích thước inode
kind-sequential-n-n = Hiệu năng tuần tự với { $tool }: N máy khách, N tệp
kind-sequential-n-1 = Hiệu năng tuần tự với { $tool }: N máy khách, một tệp dùng chung
kind-random-n-n = Hiệu năng ngẫu nhiên khối nhỏ với { $tool }: N máy khách, N tệp
kind-random-n-1 = Hiệu năng ngẫu nhiên khối nhỏ với { $tool }: N máy khách, một tệp dùng chung
kind-metadata = Hiệu năng siêu dữ liệu với { $tool }
kind-metadata-empty = Hiệu năng siêu dữ liệu với { $tool }: tệp rỗng
kind-metadata-sized = Hiệu năng siêu dữ liệu với { $tool }: tệp { $size }
kind-other = Hiệu năng { $tool }
bench-intro = { $same ->
    [yes] Chúng tôi chỉ chạy { $tool } với { $min ->
        [1] một luồng duy nhất
       *[other] { $min } luồng
    }.
   *[no] Chúng tôi chạy { $tool } { $min ->
        [1] từ một luồng duy nhất đến { $max } luồng
       *[other] từ { $min } đến { $max } luồng
    }{ $doubling ->
        [yes] , mỗi bước tăng gấp đôi số luồng.
       *[no] .
    }
}
param-transfer-size = Kích thước mỗi lần truyền
param-file-size = Kích thước tệp mỗi luồng
bench-parameters = { $has ->
    [both-whole] Tất cả các luồng dùng chung một tệp { $file }, mỗi luồng truy cập toàn bộ tệp, mỗi lần truyền { $transfer }.
    [file-whole] Tất cả các luồng dùng chung một tệp { $file }.
    [both-shared] Tất cả các luồng dùng chung một tệp, mỗi luồng truy cập phần { $file } của riêng mình, mỗi lần truyền { $transfer }.
    [file-shared] Tất cả các luồng dùng chung một tệp, mỗi luồng truy cập phần { $file } của riêng mình.
    [both] Mỗi luồng truy cập một tệp { $file }, mỗi lần truyền { $transfer }.
    [transfer] Mỗi luồng truyền dữ liệu với kích thước mỗi lần truyền là { $transfer }.
   *[file] Mỗi luồng làm việc trên một tệp { $file }.
}
bench-file-size-rule = { $bounds ->
    [both] Để bộ nhớ đệm không ảnh hưởng đến phép đo, tổng cộng { $total } dữ liệu thử được chia cho các luồng, nhưng mỗi luồng nhận không ít hơn { $min } và không quá { $max }.
    [min] Để bộ nhớ đệm không ảnh hưởng đến phép đo, tổng cộng { $total } dữ liệu thử được chia cho các luồng, nhưng không luồng nào nhận ít hơn { $min }.
    [max] Để bộ nhớ đệm không ảnh hưởng đến phép đo, tổng cộng { $total } dữ liệu thử được chia cho các luồng, nhưng không luồng nào nhận quá { $max }, nên khi số luồng ít thì tổng dữ liệu nhỏ hơn.
   *[none] Để bộ nhớ đệm không ảnh hưởng đến phép đo, tổng cộng { $total } dữ liệu thử được chia cho các luồng.
}
bench-distribution = { $kind ->
    [total] Mỗi thư mục chứa { $files } tệp và tổng số tệp được giữ nguyên ở mọi số luồng, nên số thư mục mỗi luồng phụ thuộc vào số luồng.
   *[per-thread] Mỗi thư mục chứa { $files } tệp; số thư mục mỗi luồng được chọn riêng cho từng số luồng, cho ra tổng số tệp như trong bảng dưới đây.
}
bench-distribution-same = Các tệp được phân bố vào thư mục giống hệt như ở “{ $benchmark }” (xem bảng trong phần đó).
bench-commands = { $count ->
    [1] Dòng lệnh đã dùng:
   *[other] Dòng lệnh đã dùng:
}
bench-log-scale = Trục giá trị dùng thang logarit (cơ số 10) để các thao tác có tốc độ chênh nhau nhiều bậc độ lớn vẫn đọc được trên cùng một biểu đồ.
value-interpolated = ≈{ $value }
bench-stated-note = Điểm đánh dấu đặc là giá trị do nguồn công bố; điểm đánh dấu rỗng, cùng các giá trị có dấu ≈ trong bảng số liệu, được nội suy giữa các giá trị đó, không phải kết quả đo.
summary-intro = Bảng { $n } tổng hợp giá trị đỉnh của từng chuỗi số liệu và mức mà chuỗi đó duy trì được sau đỉnh.
summary-intro-split = { $count ->
    [2] Bảng { $first } và bảng { $last } tổng hợp
   *[other] Các bảng từ { $first } đến { $last } tổng hợp
} giá trị đỉnh của từng chuỗi số liệu và mức mà chuỗi đó duy trì được sau đỉnh, theo từng công cụ.
summary-estimated = ≈ Giá trị ước tính: nguồn không nêu mức này, cũng không nêu giá trị ở số luồng tương ứng.
summary-still-improving = { $marks ->
    [up] ↑ Vẫn đang tăng
    [down] ↓ Vẫn đang giảm (với chỉ số càng thấp càng tốt)
   *[both] ↑ Vẫn đang tăng, ↓ vẫn đang giảm (với chỉ số càng thấp càng tốt)
}: chuỗi số liệu vẫn cải thiện ở số luồng lớn nhất của chuỗi, so với điểm tốt nhất trước đó hoặc so với điểm đầu của một đoạn mà chuỗi cải thiện ở mọi bước, với mức chênh vượt quá mức nhiễu (tổng độ phân tán giữa các lần lặp của hai điểm, hoặc ±{ $band }% nếu cả hai chỉ có một giá trị), nên giá trị duy trì bằng giá trị đỉnh.
summary-iterations = Mỗi giá trị là trung bình của { $kind ->
    [same] { $max } lần lặp
   *[range] { $min }–{ $max } lần lặp
} tại điểm đó; khoảng giá trị các lần lặp và số lần lặp được ghi trong dữ liệu của từng hình: tệp CSV của hình và, khi xem trên trang web, bảng số liệu bên dưới hình.
method-peak = Đỉnh: giá trị tốt nhất của một chuỗi số liệu (cao nhất; hoặc thấp nhất khi giá trị càng thấp càng tốt) và số luồng mà tại đó giá trị này xuất hiện lần đầu.
method-rounding = Các số được làm tròn đến ba chữ số có nghĩa (giữ mọi chữ số trước dấu thập phân, và một cột của bảng được thêm chữ số khi hai giá trị khác nhau sẽ trông giống nhau); số nằm đúng giữa được làm tròn về số chẵn gần nhất: 2,225 thành 2,22. Các chữ số 0 ở cuối phần thập phân được bỏ đi, nên 23,0 được viết là 23.
method-sustained = { $method ->
    [isolated-dip] Duy trì: giá trị kém nhất kể từ đỉnh trở đi, không tính các điểm sụt đơn lẻ.
    [min-after-peak] Duy trì: giá trị kém nhất kể từ đỉnh trở đi, tính mọi điểm.
   *[median-after-peak] Duy trì: trung vị của các giá trị kể từ đỉnh trở đi; đây là mức điển hình, không phải mức sàn.
}
method-sustained-for = Áp dụng cho { $list }.
method-sustained-benchmark = “{ $name }”
method-dip = Điểm sụt đơn lẻ: một điểm duy nhất thấp hơn cả hai điểm lân cận hơn { $pct }%.
method-observations = Tăng tuyến tính: kể từ điểm đầu tiên, mỗi lần tăng gấp đôi số luồng mang lại ít nhất { $linear }% mức tăng lý tưởng (tức ít nhất ×1,8); khi hiệu năng tăng nhanh hơn số luồng quá { $margin }%, ta gọi đó là tăng siêu tuyến tính. Vùng ổn định: kể từ điểm đầu tiên của vùng, mọi điểm sau đó đều nằm trong khoảng ±{ $band }% quanh trung vị của vùng; một điểm sụt đơn lẻ sâu hơn { $band }% không bao giờ nằm trong vùng ổn định, và các điểm đi cùng một chiều ở mọi bước, tổng cộng vượt mức nhiễu, là một xu hướng chứ không phải vùng ổn định. Khi có nhiều lần lặp, vùng ổn định mà chênh lệch giữa các điểm không vượt quá độ phân tán giữa các lần lặp được mô tả là nằm trong độ phân tán giữa các lần chạy, không kèm con số. Đoạn cuối của chuỗi: điểm cuối được so với điểm tốt nhất trước nó, và thay đổi chỉ được tính khi vượt quá mức nhiễu, tức tổng độ phân tán giữa các lần lặp ((lớn nhất − nhỏ nhất) ÷ trung bình) của hai điểm hoặc, nếu cả hai chỉ có một giá trị, ±{ $band }%. Nếu tốt hơn vượt mức nhiễu, hoặc tăng (với chỉ số càng thấp càng tốt: giảm) ở mọi bước và tổng cộng vượt mức nhiễu, chuỗi vẫn đang cải thiện (↑ trong bảng tóm tắt, ↓ với chỉ số càng thấp càng tốt), đoạn cuối không được xem là vùng ổn định, và khi có từ bốn điểm trở lên thì giá trị tốt nhất còn nằm ngoài phạm vi đã thử; với ít điểm hơn, phạm vi đã thử quá ngắn để kết luận. Nếu kém hơn vượt mức nhiễu, đó là suy giảm, và mức suy giảm tính từ điểm tốt nhất được nêu; gọi là suy giảm tập trung ở một bước khi riêng một bước (không tính các điểm sụt đơn lẻ) chiếm ít nhất hai phần ba mức suy giảm đó. Các trường hợp còn lại, chuỗi được xem là kết thúc đi ngang; khi có nhiều lần lặp, mức kém đi nhỏ như vậy được nêu là nằm trong độ phân tán giữa các lần chạy của điểm tốt nhất và điểm cuối.
section-analytics = Phân tích hệ thống tệp
col-iops = IOPS
col-mean-latency = Trung bình
method-latency = Độ trễ: càng thấp càng tốt, nên độ trễ tốt nhất là giá trị thấp nhất. Dọc theo một đường của các hình độ trễ (tải tăng dần), điểm gãy là mức tải cuối cùng trước bước đầu tiên mà ở đó { $pct } tăng hơn { $rise }% còn thông lượng, tính theo tỷ lệ tương đối, tăng chưa được một nửa mức đó; quá điểm đó, thêm I/O đang chờ xử lý chủ yếu làm tăng thời gian chờ, và chỉ khi thông lượng tăng chưa đến { $band }% thì mới nói phần tải thêm nằm chờ trong hàng đợi. Trên bản đồ nhiệt, các ô chênh lệch không quá { $tie }% so với ô tốt nhất được xem là ngang bằng và đều được gắn dấu sao. Thông lượng trong ngưỡng độ trễ là IOPS cao nhất trong các mức tải có { $pct } nằm trong ngưỡng đã khai báo. Phân vị của các lần chạy lặp lại được lấy trung bình.
# Tiêu đề, thao tác cây thư mục của mdtest, lịch sử các lần chạy (issue 15 và 11)
heading-qualified = { $heading } ({ $detail })
heading-transfer = khối truyền { $size }
heading-file-size = { $size } mỗi luồng
bench-tree-note = Thao tác tạo và xóa cây thư mục tác động lên thư mục chứ không phải lên tệp: chúng được vẽ trong một hình riêng và không được đưa vào khi so sánh các thao tác trên tệp với nhau.
section-history = Lịch sử các lần chạy
history-intro = { $count ->
   *[other] Báo cáo này đã được công bố { $count } lần trước lần dựng này.
} Mỗi hình theo dõi một chuỗi số liệu qua các lần chạy, từ cũ đến mới: đỉnh (đường liền) và mức duy trì (đường nét đứt); điểm được khoanh tròn là lần chạy mà từ đó mức hiệu năng thay đổi lâu dài.
history-this-run = Lần dựng này
history-fig-title = { $benchmark }, { $op }: đỉnh và mức duy trì qua các lần chạy
history-fig-desc = Biểu đồ đường của đỉnh và mức duy trì của { $op } tính bằng { $unit } ở mỗi lần chạy, từ cũ đến mới, gồm { $count } lần chạy.
history-change = { $op }, { $measure }: từ lần chạy { $run } trở đi, mức hiệu năng chuyển từ { $before } sang { $after } { $unit } ({ $change }%), { $verdict ->
    [regressed] tức là suy giảm.
   *[other] tức là cải thiện.
}
history-steady = Không có chuỗi số liệu nào thay đổi lâu dài qua các lần chạy này.
history-note-accepted = Lần chạy { $run } đã được chấp nhận làm mức tham chiếu mới: { $said }.
history-note-failed = Lần chạy { $run } vẫn được công bố dù phép so sánh với lần chạy trước đó thất bại ({ $said ->
    [regression] có suy giảm hiệu năng hoặc thiếu chuỗi số liệu
    [not-comparable] hai lần chạy không so sánh được
   *[other] không thể thực hiện phép so sánh
}).
history-measure-peak = đỉnh
history-measure-sustained = mức duy trì
# Tiêu đề bảng ghép (issue 14): nhãn kèm đơn vị; thao tác cho một phía của phép so sánh
col-with-unit = { $close ->
    [none] { $label } ({ $unit })
   *[other] { $label }, { $unit }{ $close }
}
col-op-side = { $op } · { $side }
method-grouping = Số luồng là nhãn nên không bao giờ có dấu phân cách hàng nghìn ({ $threads }); các số khác có dấu phân cách từ bốn chữ số trong bảng và hình ({ $table }) và từ năm chữ số trong câu văn ({ $prose }, { $large }).
table-growth-filesets = Mức tăng theo fileset từ { $from } đến { $to }
table-growth-owners = Mức tăng theo người dùng từ { $from } đến { $to }
col-capacity-change = Thay đổi dung lượng
col-files-change = Thay đổi số tệp
summary-grids-only = Mọi bài đo của báo cáo này được đo theo hai tham số quét thay vì theo số luồng, nên không có mức đỉnh hay mức duy trì để lập bảng; mỗi bản đồ nhiệt ở trên đã nêu ô tốt nhất của nó.
# The tool's run options (issue 42)
table-run-options = Tùy chọn chạy của “{ $benchmark }”
col-option = Tùy chọn
