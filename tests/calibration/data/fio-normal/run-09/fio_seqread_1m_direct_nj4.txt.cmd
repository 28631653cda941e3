command: fio --name=seqread --rw=read --bs=1M --ioengine=libaio --iodepth=4 --direct=1 --numjobs=4 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=normal
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:34:09Z
finished_utc: 2026-12-05T08:34:16Z
elapsed_s: 6.5
load_before:  08:34:09 up  3:48,  0 user,  load average: 5.70, 5.69, 5.62
busiest_before: rustc(84.7%) pixreport(57.5%) integration-a36(7.6%) kdamond.0(0.5%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_direct_nj4.txt
